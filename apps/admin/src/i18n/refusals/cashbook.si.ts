import type { RefusalTranslations } from './translations';

/** The cash book (transfers, incomes and expenses), in Sinhala. */
export const cashbookSi = {
  'cashbook.overdrawn': 'මුදල ගෙවන ගිණුමේ ශේෂය (%{available}) ඉක්මවිය නොහැක.',
  'cashbook.already-recorded': 'මෙය දැනටමත් පොත්වල සටහන් කර ඇත.',
  'cashbook.not-recorded': 'මෙම සටහන පොත්වල සටහන් කර නැත.',
  'cashbook.already-reversed': 'මෙම සටහන දැනටමත් ආපසු හරවා ඇත.',
  'cashbook.same-account': 'ගෙවන ගිණුම සහ ලැබෙන ගිණුම එකිනෙකට වෙනස් විය යුතුය.',
  'cashbook.client-invalid': 'තෝරාගත් ගනුදෙනුකරු වලංගු නැත.',
  'cashbook.expense-category-required': 'කරුණාකර වියදම් කාණ්ඩය තෝරන්න',
  'cashbook.date-not-valid': '%{label} වලංගු දිනයක් නොවේ.',
} satisfies RefusalTranslations;
