import { mergeMessages } from './records.en';
import type { PaymentMessages } from './payments.en';

const fields = {
  code: 'කේතය',
  customer_name: 'ගනුදෙනුකරු',
  customer: 'ගනුදෙනුකරු',
  date: 'දිනය',
  pay_type: 'ගෙවීම් වර්ගය',
  account_name: 'ගිණුම',
  account: 'ගිණුම',
  paid_amount: 'ගෙවූ මුදල',
  applied_amount: 'යෙදූ මුදල',
  credit_amount: 'බැරට',
  status: 'තත්ත්වය',
  refund_type: 'ආපසු ගෙවීම් වර්ගය',
  amount: 'මුදල',
};

/** Receipts and refunds in Sinhala, merged into the Sinhala catalogue. */
export const paymentMessagesSi: PaymentMessages = {
  resources: {
    payments: { fields },
    'payments/refunds': { name: 'ආපසු ගෙවීම |||| ආපසු ගෙවීම්', fields },
  },
  app: {
    payments: {
      status: { pending: 'අපේක්ෂිත', confirmed: 'තහවුරු කළ', reversed: 'ආපසු හැරවූ' },
      pay_types: { Cash: 'මුදල්', Cheque: 'චෙක්පත', Bank: 'බැංකුව', Credit: 'බැර' },
      refund_types: { 'Credit Refund': 'බැර ආපසු ගෙවීම', 'Cash Refund': 'මුදල් ආපසු ගෙවීම' },
      cash_account: 'මුදල්',
      receipt_section: 'රිසිට්පත',
      cheque_section: 'චෙක්පත',
      invoices_section: 'ඉන්වොයිසි',
      cheque_number: 'චෙක්පත් අංකය',
      post_date: 'පසු දිනය',
      bank: 'බැංකුව',
      branch: 'ශාඛාව',
      account_number: 'ගිණුම් අංකය',
      remark: 'සටහන',
      note: 'විස්තරය',
      invoice: 'ඉන්වොයිසිය',
      invoice_date: 'ඉන්වොයිසි දිනය',
      grand_total: 'මුළු එකතුව',
      due_amount: 'ගෙවිය යුතු',
      paid: 'ගෙවූ',
      refundable: 'ආපසු දිය හැකි',
      amount_applied: 'යෙදූ මුදල',
      refund_amount: 'ආපසු ගෙවන මුදල',
      total_applied: 'මුළු යෙදූ මුදල',
      over_payment: 'අතිරික්ත ගෙවීම (බැර ශේෂයට)',
      credit_balance: 'බැර ශේෂය',
      open_outstanding: 'විවෘත හිඟ මුදල',
      total_refund: 'මුළු ආපසු ගෙවීම',
      no_open_invoices: 'මෙම ගනුදෙනුකරුට විවෘත ඉන්වොයිසි නැත.',
      pick_customer: 'විවෘත ඉන්වොයිසි බැලීමට ගනුදෙනුකරුවෙකු තෝරන්න.',
      save: 'සුරකින්න',
      save_confirm: 'සුරකින්න සහ තහවුරු කරන්න',
      confirm: 'තහවුරු කරන්න',
      confirmed_read_only: 'මෙම රිසිට්පත තහවුරු කර ඇත: එහි මුදල් පොත්වල ඇත. එය ආපසු හැරවීමට, රිසිට්පත් ලැයිස්තුවෙන් එය මකන්න.',
      refund_read_only: 'මෙම ආපසු ගෙවීම තහවුරු කර ඇත: එහි මුදල් පොත්වල ඇත. එය ආපසු හැරවීමට, ආපසු ගෙවීම් ලැයිස්තුවෙන් එය මකන්න.',
      reversed_read_only: 'මෙම ලේඛනය මකා පොත්වලින් ආපසු හරවා ඇත.',
      refunds: 'ආපසු ගෙවීම්',
      receipts: 'රිසිට්පත්',
      customer_receipts: 'රිසිට්පත්',
    },
  },
};

export const withPaymentMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, paymentMessagesSi);
