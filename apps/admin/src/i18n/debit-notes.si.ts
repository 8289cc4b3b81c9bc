import { mergeMessages } from './records.en';
import type { DebitNoteMessages } from './debit-notes.en';

const debitNoteFields = {
  code: 'කේතය',
  supplier_id: 'සැපයුම්කරු',
  supplier_name: 'සැපයුම්කරු',
  bill_id: 'බිල',
  bill_code: 'බිල',
  date: 'දිනය',
  note: 'සටහන',
  grand_total: 'එකතුව',
  status: 'තත්ත්වය',
};

/** Supplier debit notes, merged into the Sinhala catalogue. */
export const debitNoteMessagesSi: DebitNoteMessages = {
  resources: {
    'debit-notes': { fields: debitNoteFields },
  },
  app: {
    'debit-notes': {
      supplier_section: 'සැපයුම්කරු සහ බිල',
      no_bill: 'බිලක් නැත: මිල හිමිකම් ඉල්ලීමක්',
      returns: { title: 'ආපසු යවන භාණ්ඩ', bought: 'මිලදී ගත්', return: 'ආපසු' },
      claim: { title: 'හිමිකම් ඉල්ලන දෑ', add: 'පේළියක් එක් කරන්න', category: 'වියදම් කාණ්ඩය', tax: 'බද්ද', no_tax: 'බද්දක් නැත' },
      lines: { item: 'අයිතමය', description: 'විස්තරය', quantity: 'ප්‍රමාණය', unit_cost: 'ඒකක පිරිවැය', tax: 'බද්ද', total: 'එකතුව' },
      totals: { sub_total: 'උප එකතුව', tax_total: 'බද්ද', grand_total: 'හිමිකම් මුදල' },
      save: 'සුරකින්න',
      save_confirm: 'සුරකින්න සහ තහවුරු කරන්න',
      confirm: 'තහවුරු කරන්න',
      confirm_body: 'තහවුරු කිරීමෙන් හර පත්‍රය ඔබේ පොත්වල සටහන් වේ: එය ආවරණය කරන තරමට මිලදී ගැනීම ආපසු ගැනේ, ආපසු යවන භාණ්ඩ ඒවා ලැබුණු පිරිවැයටම තොගයෙන් ඉවත් වේ, මුළු එකතුව සැපයුම්කරු සමඟ බැර ශේෂයක් ලෙස තබා ගැනේ.',
      reverse: 'ආපසු හරවන්න',
      reverse_body: 'ආපසු හැරවීමෙන් අද දිනයෙන් හර පත්‍රය ඔබේ පොත්වලින් ඉවත් වේ: සැපයුම්කරුට එහි එකතුව නැවත ගෙවිය යුතු වන අතර ආපසු යැවූ භාණ්ඩ නැවත තොගයට එක් වේ. එය අහෝසි කළ නොහැක.',
      from_bill: 'හර පත්‍රය',
      email_title: 'හර පත්‍රය විද්‍යුත් තැපෑලෙන් යවන්න',
      email_to_hint: 'සැපයුම්කරුගේ විද්‍යුත් තැපැල් ලිපිනයට යැවීමට හිස්ව තබන්න.',
      email_failed: 'හර පත්‍ර විද්‍යුත් තැපෑල අසාර්ථක විය',
      link_copied: 'හර පත්‍ර URL පිටපත් කරන ලදී',
      link_failed: 'හර පත්‍ර URL පිටපත් කිරීම අසාර්ථක විය',
      status: { pending: 'අපේක්ෂිත', confirmed: 'තහවුරු කළ', reversed: 'ආපසු හැරවූ' },
      apply: {
        title: 'බිලකට යොදන්න',
        hint: 'සැපයුම්කරු සමඟ ඇති බැර ශේෂය, තවමත් ගෙවිය යුතු ඔවුන්ගේ බිලකට වැය කරන්න. නොයෙදූ කොටස සැපයුම්කරු සමඟ බැර ශේෂය ලෙස ඉතිරි වේ.',
        bill: 'විවෘත බිල',
        amount: 'මුදල',
        submit: 'යොදන්න',
      },
      unapply: {
        title: 'බිලකින් ආපසු ගන්න',
        hint: 'මෙම පත්‍රය බිලකට යෙදූ කොටසක් ආපසු ගන්න: බිල නැවත එය ගෙවිය යුතු අතර, එය නැවත සැපයුම්කරු සමඟ බැර ශේෂයක් වේ.',
        bill: 'යෙදූ බිල',
        amount: 'ආපසු ගන්නා මුදල',
        submit: 'ආපසු ගන්න',
      },
    },
  },
};

export const withDebitNoteMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, debitNoteMessagesSi);
