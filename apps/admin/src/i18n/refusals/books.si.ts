import type { RefusalTranslations } from './translations';

export const booksSi = {
  'books.system-account-fixed': 'පද්ධති ගිණුමක් වෙනස් කිරීමට හෝ මැකීමට නොහැක.',
  'books.account-has-postings': 'මෙම ගිණුමට සටහන් ඇති නිසා එය මැකිය නොහැක; ඒ වෙනුවට එය අක්‍රිය කරන්න.',
  'books.account-type-fixed': 'මෙම ගිණුමට සටහන් ඇත: එහි වර්ගය තවදුරටත් වෙනස් කළ නොහැක.',
  'books.code-fixed': 'ගිණුමක කේතය වෙනස් කළ නොහැක: එහි සටහන් එය දරයි.',
  'books.code-format': 'කේතයේ තිබිය හැක්කේ අකුරු, ඉලක්කම්, තිත් සහ ඉරි පමණි (උපරිම 20).',
  'books.code-reserved': 'මෙම කේතය පද්ධති ගිණුමකට අයත් වේ.',
  'books.journal-in-books': 'තහවුරු කළ ජර්නල් සටහනක් පොත්වල ඇත: එය මකනවා වෙනුවට ආපසු හරවන්න.',
} satisfies RefusalTranslations;
