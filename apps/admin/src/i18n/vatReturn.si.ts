import { mergeMessages } from './records.en';
import type { VatReturnMessages } from './vatReturn.en';

export const vatReturnMessagesSi: VatReturnMessages = {
  app: { menu: { report_vat_return: 'වැට් ප්‍රතිලාභය' } },
  vatreturn: {
    title: 'වැට් ප්‍රතිලාභය',
    subtitle: 'ගොනු කිරීමේ කාල සීමාවක ප්‍රතිදාන සහ ආදාන බද්ද, ලෙජරයෙන්; සෑම අගයක්ම එහි ලේඛන වෙත විවෘත වේ.',
    period: 'ගොනු කිරීමේ කාල සීමාව',
    from: 'සිට',
    to: 'දක්වා',
    known_at: 'දැන සිටි වේලාව',
    known_at_help: 'සියලු සටහන් සඳහා හිස්ව තබන්න',
    value: 'වටිනාකම',
    vat: 'වැට්',
    figures: {
      taxableSupplies: 'සම්මත අනුපාත සැපයුම් (18%)',
      outputTax: 'ප්‍රතිදාන බද්ද',
      zeroRatedSupplies: 'ශුන්‍ය අනුපාත සැපයුම්',
      exemptSupplies: 'නිදහස් කළ සැපයුම්',
      inputTax: 'තහවුරු කළ බිල්පත්වල ආදාන බද්ද',
      adjustments: 'ණය සහ හර සටහන්වලින් ගැලපීම්',
      netPayable: 'ගෙවිය යුතු ශුද්ධ වැට්',
    },
    documents: 'පිටුපස ඇති ලේඛන: %{figure}',
    document: 'ලේඛනය',
    date: 'දිනය',
    kinds: { invoice: 'ඉන්වොයිසිය', bill: 'බිල්පත', 'credit-note': 'ණය සටහන', 'debit-note': 'හර සටහන' },
    none: 'ලේඛන නැත',
    open_documents: 'ලේඛන පෙන්වන්න',
    file: 'මෙම ප්‍රතිලාභය ගොනු කරන්න',
    file_confirm: '%{from} සිට %{to} දක්වා වැට් ප්‍රතිලාභය ගොනු කරන්නද? මෙම කාල සීමාවේ දිනය සහිත වැට් ලේඛන තවදුරටත් ඇතුළත් කළ නොහැක.',
    filed: '%{from} සිට %{to} දක්වා වැට් ප්‍රතිලාභය ගොනු කරන ලදී.',
    filed_at: '%{date} ගොනු කරන ලදී',
    not_filed: 'තවම ගොනු කර නැත',
    difference: 'ගොනු කළ පසු වෙනස',
  },
};

export const withVatReturnMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, vatReturnMessagesSi);
