import type { RefusalTranslations } from './translations';

/** Customer credit notes, in Sinhala. */
export const creditNotesSi = {
  'credit-notes.credit-note-not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත බැර පත්‍රයක් පමණි.',
  'credit-notes.credit-note-not-confirmed': 'ආපසු හැරවිය හෝ යෙදිය හැක්කේ තහවුරු කළ බැර පත්‍රයක් පමණි.',
  'credit-notes.credit-note-in-books': 'තහවුරු කළ බැර පත්‍රයක් පොත්වල ඇත: එය මකා දැමීමට පෙර ආපසු හරවන්න.',
  'credit-notes.lines-required': 'බැර පත්‍රයට අවම වශයෙන් එක් පේළියක් එක් කරන්න.',
  'credit-notes.invoice-not-returnable': 'මෙම පාරිභෝගිකයාගේ තහවුරු කළ ඉන්වොයිසියක් තෝරන්න.',
  'credit-notes.before-invoice': 'බැර පත්‍රයක් එහි ඉන්වොයිසියේ දිනයට (%{date}) පෙර දිනයකින් යෙදිය නොහැක.',
  'credit-notes.invoice-line-unknown': 'ඉන්වොයිසියේ පේළියක් තෝරන්න.',
  'credit-notes.return-exceeds-sold': 'මෙම පේළියෙන් විකුණා තවම ආපසු නොලැබුණේ %{left} ක් පමණි.',
  'credit-notes.returns-exceed-sold': 'සමහර පේළි විකුණා තවම ආපසු නොලැබුණු ප්‍රමාණයට වඩා ආපසු ගනී.',
  'credit-notes.line-shape': 'පේළියක් ඉන්වොයිසි පේළියක් ආපසු ගනී (ඉන්වොයිසියක් සමඟ) හෝ බැර කරන දෙය සහ එහි මිල සඳහන් කරයි (ඉන්වොයිසියක් නොමැතිව).',
  'credit-notes.total-not-positive': 'බැර පත්‍රයක් ශුන්‍යයට වඩා වැඩි මුදලක් බැර කළ යුතුය.',
  'credit-notes.goods-no-longer-in-stock': 'ආපසු ලැබුණු සමහර භාණ්ඩ එතැන් සිට තොගයෙන් ඉවත් වී ඇත: බැර පත්‍රය ආපසු හැරවීමෙන් තොගය ශුන්‍යයට වඩා අඩු වේ.',
  'credit-notes.apply-other-customer': 'බැර පත්‍රයේ පාරිභෝගිකයාගේ විවෘත ඉන්වොයිසියක් තෝරන්න.',
  'credit-notes.unapply-invoice-reversed': 'ඉන්වොයිසිය ආපසු හරවා ඇත: එහි මෙම බැර පත්‍රයෙන් ආපසු ගත හැකි කිසිවක් නැත.',
  'credit-notes.unapply-exceeds-applied': 'මෙම බැර පත්‍රයෙන් ඉන්වොයිසියට යොදා ඇත්තේ %{applied} පමණි.',
} satisfies RefusalTranslations;
