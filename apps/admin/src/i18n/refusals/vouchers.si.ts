import type { RefusalTranslations } from './translations';

/** Vouchers, in Sinhala. */
export const vouchersSi = {
  'vouchers.voucher-not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත වවුචරයක් පමණි.',
  'vouchers.voucher-overdrawn': 'වවුචරය තහවුරු කිරීම අසාර්ථකයි',
  'vouchers.date-not-valid': '%{label} වලංගු දිනයක් නොවේ.',
  'vouchers.post-date-not-ahead': 'කරුණාකර අදට පසු දිනයක් චෙක්පතේ දිනය ලෙස ඇතුළත් කරන්න.',
  'vouchers.expense-category-required': 'කරුණාකර වියදම් කාණ්ඩය තෝරන්න',
  'vouchers.amount-not-lines-sum': 'මුදල වියදම් පේළිවල එකතුවට සමාන විය යුතුය.',
  'vouchers.expenses-not-list': 'වියදම් ලැයිස්තුවක් විය යුතුය.',
  'vouchers.bills-not-list': 'බිල්පත් ලැයිස්තුවක් විය යුතුය.',
  'vouchers.bill-repeated': 'එක් වවුචරයකින් එක් බිලක් ගෙවිය හැක්කේ එක් වරක් පමණි.',
  'vouchers.amount-below-allocations': 'මුදල වියදම් පේළි සහ ගෙවන බිල්පත්වල එකතුවට වඩා අඩු විය නොහැක.',
} satisfies RefusalTranslations;
