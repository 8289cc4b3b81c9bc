import type { RefusalTranslations } from './translations';

/** Manual journals, in Sinhala. */
export const journalsSi = {
  'journals.journal-not-pending': 'වෙනස් කිරීමට හෝ තහවුරු කිරීමට හැක්කේ කෙටුම්පත් ජර්නල් සටහනක් පමණි.',
  'journals.journal-not-posted': 'ආපසු හැරවිය හැක්කේ තහවුරු කළ ජර්නල් සටහනක් පමණි.',
  'journals.journal-invalid': 'ජර්නල් සටහන සුරැකිය නොහැක.',
  'journals.unbalanced': 'හර (%{debit}) සහ බැර (%{credit}) සමාන විය යුතුය: ඒවා %{difference} කින් වෙනස් වේ.',
  'journals.too-few-lines': 'ජර්නල් සටහනකට අවම වශයෙන් පේළි දෙකක් අවශ්‍යයි.',
  'journals.too-many-lines': 'ජර්නල් සටහනකට උපරිම පේළි %{max} ක් තිබිය හැක.',
  'journals.account-inactive': 'මෙම ගිණුම අක්‍රීයයි.',
  'journals.party-required': 'පාලන ගිණුමක පාර්ශ්වය අනිවාර්යයි.',
  'journals.line-one-side': 'සෑම පේළියකටම හර මුදලක් හෝ බැර මුදලක් එකක් පමණක් තිබිය යුතුය.',
} satisfies RefusalTranslations;
