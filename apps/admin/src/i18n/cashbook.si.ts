import { mergeMessages } from './records.en';
import type { CashbookMessages } from './cashbook.en';

const fields = {
  code: 'කේතය',
  kind: 'සටහන් වර්ගය',
  direction: 'වර්ගය',
  client_name: 'ගනුදෙනුකරු',
  date: 'දිනය',
  from_account_name: 'ගිණුම',
  to_account_name: 'ලැබෙන ගිණුම',
  expense_category_name: 'වියදම් කාණ්ඩය',
  amount: 'මුදල',
  remark: 'සටහන',
};

export const cashbookMessagesSi: CashbookMessages = {
  resources: {
    expenses: { fields },
    incomes: { fields },
    transactions: { fields },
  },
  app: {
    records: { choices: { transfer: 'මුදල් මාරුව', income: 'ආදායම', expense: 'වියදම', Cash: 'මුදල්', in: 'ලැබීම්', out: 'ගෙවීම්', 'in-out': 'ගෙවීම් / ලැබීම්' } },
    cash_entries: {
      title: { expense: 'වියදම %{code}', income: 'ආදායම %{code}', transfer: 'මුදල් මාරුව %{code}' },
      booked: 'ලෙජරයේ සටහන් කර ඇත. සංස්කරණය කිරීමෙන් එහි ප්‍රතිවර්තනය සහ නව සටහනක් සටහන් වේ; මකා දැමීමෙන් අද දිනයෙන් එහි ප්‍රතිවර්තනය සටහන් වේ.',
      reversed: 'මකා දමා ඇත: එහි ප්‍රතිවර්තනය ලෙජරයේ ඇත.',
      replaced: 'සංස්කරණය කර ඇත: එහි ප්‍රතිවර්තනය ලෙජරයේ ඇත,',
      replaced_by: '%{code} මගින් ප්‍රතිස්ථාපනය කර ඇත',
      replaces: '%{code} ප්‍රතිස්ථාපනය කරයි.',
      close: 'වසන්න',
      delete: 'මකන්න',
      edit: 'සංස්කරණය',
      edit_title: '%{name} සංස්කරණය',
      edit_hint: 'සුරැකීමෙන් මෙම සටහනේ ප්‍රතිවර්තනය අද දිනයෙන් සහ මෙම අගයන් සහිත නව සටහනක් සටහන් වේ. කිසිදු ගිණුමක් ශුන්‍යයට වඩා අඩු විය නොහැක.',
      edited: 'සටහන ප්‍රතිවර්තනය කර නැවත සටහන් කරන ලදී',
      client: 'ගනුදෙනුකරු',
      client_hint: 'මුදල් ලැබුණේ හෝ ගෙවූයේ පාරිභෝගිකයෙකුට හෝ සැපයුම්කරුවෙකුට නම්, ඔවුන්.',
      client_types: { customer: 'පාරිභෝගිකයා', supplier: 'සැපයුම්කරු' },
      not_found: 'අයිතමය හමු නොවීය',
    },
  },
};

export const withCashbookMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, cashbookMessagesSi);
