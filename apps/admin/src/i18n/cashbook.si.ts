import { mergeMessages } from './records.en';
import type { CashbookMessages } from './cashbook.en';

const fields = {
  code: 'කේතය',
  kind: 'වර්ගය',
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
  },
  app: {
    records: { choices: { transfer: 'මුදල් මාරුව', income: 'ආදායම', expense: 'වියදම', Cash: 'මුදල්' } },
    cash_entries: {
      title: { expense: 'වියදම %{code}', income: 'ආදායම %{code}', transfer: 'මුදල් මාරුව %{code}' },
      booked: 'ලෙජරයේ සටහන් කර ඇත: සටහනක් කිසි විටෙක සංස්කරණය නොවේ. මකා දැමීමෙන් අද දිනයෙන් එහි ප්‍රතිවර්තනය සටහන් වේ.',
      reversed: 'මකා දමා ඇත: එහි ප්‍රතිවර්තනය ලෙජරයේ ඇත.',
      close: 'වසන්න',
      delete: 'මකන්න',
      not_found: 'අයිතමය හමු නොවීය',
    },
  },
};

export const withCashbookMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, cashbookMessagesSi);
