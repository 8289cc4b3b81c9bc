import type { RefusalTranslations } from './translations';

export const authSi = {
  'auth.credentials': 'මෙම පිවිසුම් විස්තර අපගේ වාර්තා සමඟ නොගැළපේ.',
  'auth.privacy-policy': 'ඔබ රහස්‍යතා ප්‍රතිපත්තිය පිළිගත යුතුය.',
  'auth.password-too-short': 'මුරපදය අවම වශයෙන් අක්ෂර %{min}ක් විය යුතුය.',
  'auth.password-confirmation': 'මුරපදය තහවුරු කිරීම නොගැළපේ.',
  'auth.two-step-code-invalid': 'එම කේතය වලංගු නැත. ඔබේ සත්‍යාපන යෙදුමේ වත්මන් කේතය ඇතුළත් කරන්න.',
  'auth.recovery-code-invalid': 'එම ප්‍රතිසාධන කේතය වලංගු නැත, නැතහොත් දැනටමත් භාවිත කර ඇත.',
  'auth.two-step-expired': 'මෙම පුරනය වීම කල් ඉකුත් වී ඇත. කරුණාකර නැවත පුරනය වන්න.',
  'auth.two-step-already-on': 'පියවර දෙකේ පුරනය වීම දැනටමත් ක්‍රියාත්මකයි. නැවත සකසීමට පෙර එය අක්‍රිය කරන්න.',
  'auth.two-step-not-set-up': 'පළමුව පියවර දෙකේ පුරනය වීම සැකසීම අරඹන්න.',
  'auth.two-step-off': 'පියවර දෙකේ පුරනය වීම ක්‍රියාත්මක නැත.',
  'auth.two-step-required-by-workspace': 'ඔබේ වැඩබිම පියවර දෙකේ පුරනය වීම අනිවාර්ය කර ඇති බැවින් එය අක්‍රිය කළ නොහැක.',
  'auth.two-step-enrol-first': 'සැමගෙන් එය ඉල්ලීමට පෙර, ඔබ වෙනුවෙන් පියවර දෙකේ පුරනය වීම ක්‍රියාත්මක කරන්න.',
} satisfies RefusalTranslations;
