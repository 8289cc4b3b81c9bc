import type { RefusalTranslations } from './translations';

export const authSi = {
  'auth.credentials': 'මෙම පිවිසුම් විස්තර අපගේ වාර්තා සමඟ නොගැළපේ.',
  'auth.privacy-policy': 'ඔබ රහස්‍යතා ප්‍රතිපත්තිය පිළිගත යුතුය.',
  'auth.password-too-short': 'මුරපදය අවම වශයෙන් අක්ෂර %{min}ක් විය යුතුය.',
  'auth.password-confirmation': 'මුරපදය තහවුරු කිරීම නොගැළපේ.',
} satisfies RefusalTranslations;
