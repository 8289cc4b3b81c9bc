import type { RefusalTranslations } from './translations';

export const accountMailSi = {
  'account-mail.verify-link-invalid': 'මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත, නැතහොත් කල් ඉකුත් වී ඇත. කරුණාකර නව එකක් ඉල්ලන්න.',
  'account-mail.reset-link-invalid': 'මෙම මුරපදය යළි සැකසීමේ සබැඳිය වලංගු නැත, නැතහොත් කල් ඉකුත් වී ඇත. කරුණාකර නව එකක් ඉල්ලන්න.',
  'account-mail.no-business-email': 'පළමුව ව්‍යාපාර වින්‍යාසයේ ව්‍යාපාරික විද්‍යුත් තැපෑලක් සුරකින්න.',
} satisfies RefusalTranslations;
