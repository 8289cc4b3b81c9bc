import type { RefusalTranslations } from './translations';

/** Supplier bills, in Sinhala. */
export const billsSi = {
  'bills.bill-not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත බිලක් පමණි.',
  'bills.bill-not-confirmed': 'ආපසු හැරවිය හැක්කේ තහවුරු කළ බිලක් පමණි.',
  'bills.goods-no-longer-in-stock': 'මෙම බිලේ සමහර භාණ්ඩ එතැන් සිට තොගයෙන් ඉවත් වී ඇත: එය ආපසු හැරවීමෙන් තොගය ශුන්‍යයට වඩා අඩු වේ.',
  'bills.bill-has-payments': 'මෙම බිලට ගෙවීම් වෙන් කර ඇත: එය ආපසු හැරවීමට පෙර ඒවා ඉවත් කරන්න.',
  'bills.bill-in-books': 'තහවුරු කළ බිලක් පොත්වල ඇත: එය මකා දැමීමට පෙර ආපසු හරවන්න.',
  'bills.bill-number-taken': 'මෙම සැපයුම්කරුට දැනටමත් %{number} අංකය සහිත බිලක් ඇත.',
  'bills.lines-required': 'බිලට අවම වශයෙන් එක් පේළියක් එක් කරන්න.',
  'bills.line-item-one-of': 'සෑම පේළියකටම නිෂ්පාදනයක් හෝ වියදම් කාණ්ඩයක් තෝරන්න, දෙකම නොවේ.',
  'bills.bill-not-payable': 'මෙම සැපයුම්කරුගේ තහවුරු කළ බිලක් තෝරන්න.',
  'bills.payment-not-positive': 'බිලකට ගෙවන මුදල ශුන්‍යයට වඩා වැඩි විය යුතුය.',
  'bills.payment-before-bill': 'බිලක් එහි දිනය වන %{date} ට පෙර ගෙවිය නොහැක.',
  'bills.payment-exceeds-due': '%{amount} මුදල බිලේ තවමත් ගෙවිය යුතු මුදලට (%{due}) වඩා වැඩිය.',
  'bills.credit-exceeds-balance': 'මුදල සැපයුම්කරුගේ බැර ශේෂය වන %{balance} ඉක්මවිය නොහැක.',
  'bills.payment-already-applied': 'මෙම වවුචරය දැනටමත් මෙම බිල ගෙවා ඇත.',
  'bills.payment-not-found': 'මෙම වවුචරයට මෙම බිලේ ගෙවීමක් නැත.',
  'bills.due-before-date': 'ගෙවිය යුතු දිනය බිල් දිනයට පෙර විය නොහැක.',
} satisfies RefusalTranslations;
