import { mergeMessages } from './records.en';
import type { BillMessages } from './bills.en';

const billFields = {
  code: 'කේතය',
  bill_number: 'බිල්පත් අංකය',
  supplier_name: 'සැපයුම්කරු',
  supplier_id: 'සැපයුම්කරු',
  date: 'දිනය',
  due_date: 'ගෙවිය යුතු දිනය',
  note: 'සටහන',
  grand_total: 'මුළු එකතුව',
  due: 'ගෙවිය යුතු',
  status: 'තත්ත්වය',
};

export const billMessagesSi: BillMessages = {
  resources: {
    bills: { fields: billFields },
  },
  app: {
    bills: {
      supplier_section: 'සැපයුම්කරු සහ දින',
      code_hint: 'බිල්පත සුරකින විට ලබා දේ',
      due_date_hint: 'සැපයුම්කරුගේ ගෙවීම් කොන්දේසි භාවිත කිරීමට හිස්ව තබන්න',
      save: 'කෙටුම්පත සුරකින්න',
      save_confirm: 'සුරකින්න සහ තහවුරු කරන්න',
      confirm: 'තහවුරු කරන්න',
      confirm_yes: 'ඔව්, එය තහවුරු කරන්න!',
      confirm_body: 'තහවුරු කිරීමෙන් බිල්පත ඔබේ පොත්වල සටහන් වේ: භාණ්ඩ ඒවායේ පිරිවැයට තොගයට එක් වේ, වියදම් සහ ආදාන බද්ද සටහන් වේ, සැපයුම්කරුට මුළු එකතුව ගෙවිය යුතු වේ.',
      reverse: 'ආපසු හරවන්න',
      reverse_yes: 'ඔව්, එය ආපසු හරවන්න!',
      reverse_body: 'ආපසු හැරවීමෙන් අද දිනයෙන් බිල්පත ඔබේ පොත්වලින් ඉවත් වේ. එය අහෝසි කළ නොහැක.',
      print: 'මුද්‍රණය කරන්න',
      confirmed_read_only: 'මෙම බිල්පත තහවුරු කර ඔබේ පොත්වල සටහන් කර ඇති බැවින් තවදුරටත් සංස්කරණය කළ නොහැක. එය අවලංගු කිරීමට ආපසු හරවන්න.',
      paid_read_only: 'මෙම බිල්පත තහවුරු කර ඔබේ පොත්වල සටහන් කර ඇති බැවින් තවදුරටත් සංස්කරණය කළ නොහැක. වවුචර මගින් එය ගෙවා ඇත: බිල්පත ආපසු හැරවීමට පෙර ඒවා මකන්න.',
      reversed_read_only: 'මෙම බිල්පත ආපසු හරවා ඇත: වාර්තාව සඳහා එය තිබූ ආකාරයටම පෙන්වයි.',
      status: { pending: 'අපේක්ෂිත', due: 'ගෙවිය යුතු', partial: 'අර්ධ වශයෙන් ගෙවූ', paid: 'ගෙවූ', reversed: 'ආපසු හැරවූ' },
      lines: {
        title: 'පේළි',
        item: 'අයිතමය',
        item_placeholder: 'නිෂ්පාදනයක් හෝ වියදම් වර්ගයක්',
        products: 'නිෂ්පාදන (තොගයට)',
        expense_categories: 'වියදම් වර්ග',
        description: 'විස්තරය',
        quantity: 'ප්‍රමාණය',
        unit_cost: 'ඒකක පිරිවැය',
        expense_amount: 'වියදම් මුදල',
        tax: 'ආදාන බද්ද',
        no_tax: 'බද්දක් නැත',
        amount: 'මුදල',
        total: 'එකතුව',
        add: 'පේළියක් එක් කරන්න',
        remove: 'පේළිය ඉවත් කරන්න',
      },
      totals: {
        title: 'එකතු',
        sub_total: 'උප එකතුව',
        tax_total: 'ආදාන බද්ද',
        grand_total: 'මුළු එකතුව',
        paid: 'ගෙවූ',
        due: 'ගෙවිය යුතු',
      },
      payments: {
        title: 'ගෙවීම්',
        none: 'මෙම බිල්පතට තවම කිසිදු වවුචරයකින් ගෙවා නැත.',
        voucher: 'වවුචරය',
        date: 'දිනය',
        account: 'ගෙවූ ගිණුම',
        amount: 'මුදල',
        taken_back: '%{date} දින ආපසු ගන්නා ලදී',
      },
      attachment: {
        label: 'ඇමුණුම',
        none: 'නැත',
        choose: 'ගොනුවක් අමුණන්න',
        replace: 'ප්‍රතිස්ථාපනය කරන්න',
        remove: 'ඇමුණුම ඉවත් කරන්න',
        uploaded: 'ඇමුණුම සුරැකිණි',
        removed: 'ඇමුණුම ඉවත් කෙරිණි',
        failed: 'ඇමුණුම උඩුගත කිරීම අසාර්ථකයි',
        save_first: 'පළමුව බිල්පත සුරකින්න, ඉන්පසු සැපයුම්කරුගේ බිල්පත (PDF හෝ රූපයක්) අමුණන්න.',
      },
    },
  },
};

export const withBillMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, billMessagesSi);
