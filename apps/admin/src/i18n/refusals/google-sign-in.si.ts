import type { RefusalTranslations } from './translations';

export const googleSignInSi = {
  'google-sign-in.not-enabled': 'Google සමඟ පුරනය වීම සක්‍රිය කර නැත.',
  'google-sign-in.unavailable': 'Google සමඟ පුරනය වීම මේ මොහොතේ ලබා ගත නොහැක. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  'google-sign-in.sign-in-expired': 'මෙම Google පුරනය වීම කල් ඉකුත් වී ඇත, නැතහොත් වෙනත් බ්‍රවුසරයක ආරම්භ කර ඇත. කරුණාකර නැවත උත්සාහ කරන්න.',
  'google-sign-in.not-confirmed': 'Google හට මෙම පුරනය වීම තහවුරු කළ නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.',
  'google-sign-in.unverified-email': 'ඔබේ Google ගිණුමට තහවුරු කළ විද්‍යුත් තැපැල් ලිපිනයක් නැත.',
  'google-sign-in.linked-to-another': 'මෙම විද්‍යුත් තැපැල් ලිපිනය වෙනත් Google ගිණුමකට සම්බන්ධ කර ඇත.',
  'google-sign-in.iss-not-string': 'iss අගය පෙළක් විය යුතුය.',
} satisfies RefusalTranslations;
