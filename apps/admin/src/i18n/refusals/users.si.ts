import type { RefusalTranslations } from './translations';

export const usersSi = {
  'users.cannot-edit-account': 'මෙම ගිණුම සංස්කරණය කළ නොහැක',
  'users.email-taken': 'මෙම විද්‍යුත් තැපෑල දැනටමත් භාවිතයේ ඇත.',
  'users.current-password-incorrect': 'වත්මන් මුරපදය වැරදියි.',
  'users.role': 'භූමිකාව පරිපාලක, විගණක හෝ දත්ත ඇතුළත් කරන්නා විය යුතුය.',
} satisfies RefusalTranslations;
