import { mergeMessages } from './records.en';
import type { CreditNoteMessages } from './credit-notes.en';

const creditNoteFields = {
  code: 'කේතය',
  customer_id: 'පාරිභෝගිකයා',
  customer_name: 'පාරිභෝගිකයා',
  invoice_id: 'ඉන්වොයිසිය',
  invoice_code: 'ඉන්වොයිසිය',
  date: 'දිනය',
  note: 'සටහන',
  grand_total: 'එකතුව',
  status: 'තත්ත්වය',
};

/** Customer credit notes, merged into the Sinhala catalogue. */
export const creditNoteMessagesSi: CreditNoteMessages = {
  resources: {
    'credit-notes': { fields: creditNoteFields },
  },
  app: {
    'credit-notes': {
      customer_section: 'පාරිභෝගිකයා සහ ඉන්වොයිසිය',
      no_invoice: 'ඉන්වොයිසියක් නැත: මිල අඩු කිරීමක්',
      returns: { title: 'ආපසු ලැබුණු භාණ්ඩ', sold: 'විකුණූ', return: 'ආපසු' },
      reduction: { title: 'බැර කරන දෑ', add: 'පේළියක් එක් කරන්න' },
      taxes: 'බදු',
      lines: { description: 'විස්තරය', quantity: 'ප්‍රමාණය', unit_price: 'ඒකක මිල', discount: 'වට්ටම', total: 'එකතුව' },
      totals: { sub_total: 'උප එකතුව', other_discount: 'ඉන්වොයිසි වට්ටමේ කොටස', tax_total: 'බද්ද', grand_total: 'බැර මුදල' },
      save: 'සුරකින්න',
      save_confirm: 'සුරකින්න සහ තහවුරු කරන්න',
      confirm: 'තහවුරු කරන්න',
      confirm_body: 'තහවුරු කිරීමෙන් බැර පත්‍රය ඔබේ පොත්වල සටහන් වේ: එය ආවරණය කරන තරමට විකුණුම ආපසු ගැනේ, ආපසු ලැබුණු භාණ්ඩ ඒවායේ පිරිවැයට තොගයට එක් වේ, මුළු එකතුව පාරිභෝගිකයාගේ බැර ශේෂය ලෙස තබා ගැනේ.',
      reverse: 'ආපසු හරවන්න',
      reverse_body: 'ආපසු හැරවීමෙන් අද දිනයෙන් බැර පත්‍රය ඔබේ පොත්වලින් ඉවත් වේ: පාරිභෝගිකයා එහි එකතුව නැවත ගෙවිය යුතු වන අතර ආපසු ලැබුණු භාණ්ඩ තොගයෙන් ඉවත් වේ. එය අහෝසි කළ නොහැක.',
      from_invoice: 'බැර පත්‍රය',
      email_title: 'බැර පත්‍රය විද්‍යුත් තැපෑලෙන් යවන්න',
      email_failed: 'බැර පත්‍ර විද්‍යුත් තැපෑල අසාර්ථක විය',
      link_copied: 'බැර පත්‍ර URL පිටපත් කරන ලදී',
      link_failed: 'බැර පත්‍ර URL පිටපත් කිරීම අසාර්ථක විය',
      status: { pending: 'අපේක්ෂිත', confirmed: 'තහවුරු කළ', reversed: 'ආපසු හැරවූ' },
      apply: {
        title: 'ඉන්වොයිසියකට යොදන්න',
        hint: 'පාරිභෝගිකයාගේ බැර ශේෂය, තවමත් ගෙවිය යුතු ඔවුන්ගේ ඉන්වොයිසියකට වැය කරන්න. නොයෙදූ කොටස පාරිභෝගිකයාගේ බැර ශේෂය ලෙස ඉතිරි වේ.',
        invoice: 'විවෘත ඉන්වොයිසිය',
        amount: 'මුදල',
        submit: 'යොදන්න',
      },
      unapply: {
        title: 'ඉන්වොයිසියකින් ආපසු ගන්න',
        hint: 'මෙම පත්‍රය ඉන්වොයිසියකට යෙදූ කොටසක් ආපසු ගන්න: ඉන්වොයිසිය නැවත එය ගෙවිය යුතු අතර, එය නැවත පාරිභෝගිකයාගේ බැර ශේෂය වේ.',
        invoice: 'යෙදූ ඉන්වොයිසිය',
        amount: 'ආපසු ගන්නා මුදල',
        submit: 'ආපසු ගන්න',
      },
    },
  },
};

export const withCreditNoteMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, creditNoteMessagesSi);
