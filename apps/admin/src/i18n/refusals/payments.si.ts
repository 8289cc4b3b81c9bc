import type { RefusalTranslations } from './translations';

/** Receipts and refunds as documents of their own, in Sinhala. */
export const paymentsSi = {
  'payments.not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත ලේඛනයක් පමණි.',
  'payments.receipt-already-confirmed': 'මෙම රිසිට්පත දැනටමත් තහවුරු කර ඇත.',
  'payments.credit-exceeds-balance': 'මුදල ගනුදෙනුකරුගේ බැර ශේෂය වන %{balance} ඉක්මවිය නොහැක.',
  'payments.credit-used': 'මෙම ලේඛනයෙන් ලැබුණු බැර මුදල දැනටමත් භාවිත කර ඇත; පළමුව එය භාවිත කළ ලේඛනය ආපසු හරවන්න.',
  'payments.credit-already-reversed': 'මෙම රිසිට්පතේ බැර මුදල දැනටමත් ආපසු හරවා ඇත.',
  'payments.invoice-invalid': 'කරුණාකර වලංගු ඉන්වොයිසි අංකයක් ඇතුළත් කරන්න',
  'payments.invoice-twice': 'මෙම ඉන්වොයිසිය දැනටමත් ලැයිස්තුවේ ඇත.',
  'payments.invoices-not-list': 'ඉන්වොයිසි ලැයිස්තුවක් විය යුතුය.',
  'payments.invoice-required': 'අවම වශයෙන් එක් ඉන්වොයිසියක් එක් කරන්න.',
  'payments.paid-below-applied': 'ගෙවූ මුදල ඉන්වොයිසිවලට යෙදූ මුදල්වලට වඩා අඩු විය නොහැක.',
  'payments.credit-not-in-full': 'බැර ගෙවීමක් සම්පූර්ණයෙන්ම ඉන්වොයිසිවලට යෙදිය යුතුය.',
  'payments.date-not-valid': '%{label} වලංගු දිනයක් නොවේ.',
} satisfies RefusalTranslations;
