import { mergeMessages } from './records.en';
import type { ProfitLossMessages } from './profitloss.en';

export const profitLossMessagesSi: ProfitLossMessages = {
  profitloss: {
    title: 'ලාභ අලාභ',
    subtitle: 'කාල සීමාවක ආදායම් සහ පිරිවැය, ලෙජරයෙන් එකතු කර ඇත; සෑම අගයක්ම එහි සටහන් වෙත විවෘත වේ.',
    from: 'සිට',
    to: 'දක්වා',
    known_at: 'දැන සිටි වේලාව',
    known_at_help: 'සියලු සටහන් සඳහා හිස්ව තබන්න',
    amount: 'මුදල',
    sections: { income: 'ආදායම', cost_of_sales: 'විකුණුම් පිරිවැය', operating_expenses: 'මෙහෙයුම් වියදම්' },
    totals: { income: 'මුළු ආදායම', cost_of_sales: 'මුළු විකුණුම් පිරිවැය', operating_expenses: 'මුළු මෙහෙයුම් වියදම්' },
    lines: {
      sales: 'විකුණුම්',
      discounts: 'අඩු කළ වට්ටම්',
      invoice_parameters: 'ඉන්වොයිසි පරාමිති',
      other_income: 'වෙනත් ආදායම්',
      stock_sold: 'විකුණූ තොගයේ පිරිවැය',
      stock_adjustments: 'තොග ගැලපීම්',
      category: 'කාණ්ඩ නොකළ වියදම්',
    },
    none: 'මෙම කාලයේ වියදම් නැත',
    gross_profit: 'දළ ලාභය',
    net_profit: 'ශුද්ධ ලාභය',
    net_loss: 'ශුද්ධ අලාභය',
    method: 'උපචිත පදනම: විකුණුමක් එහි ඉන්වොයිසි දිනයේ ගණන් ගැනේ, ප්‍රතිවර්තනයක් එය තමන්ගේම දිනයේ ආපසු ගනී. විකුණූ තොගය චලිත සාමාන්‍ය පිරිවැයෙන් අගය කෙරේ. සියලු ආදායම් සහ වියදම් ගිණුම් මෙහි ඇති බැවින්, මූල්‍ය වර්ෂයේ මෙතෙක් ශුද්ධ ලාභය ශේෂ පත්‍රයේ වර්තමාන වසරේ ඉපැයීම්ට සමාන වේ.',
  },
};

export const withProfitLossMessagesSi = <T extends object>(catalogue: T): T => mergeMessages(catalogue, profitLossMessagesSi);
