import type { RefusalTranslations } from './translations';

/** Supplier debit notes, in Sinhala. */
export const debitNotesSi = {
  'debit-notes.debit-note-not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත හර පත්‍රයක් පමණි.',
  'debit-notes.debit-note-not-confirmed': 'ආපසු හැරවිය හෝ යෙදිය හැක්කේ තහවුරු කළ හර පත්‍රයක් පමණි.',
  'debit-notes.debit-note-in-books': 'තහවුරු කළ හර පත්‍රයක් පොත්වල ඇත: එය මකා දැමීමට පෙර ආපසු හරවන්න.',
  'debit-notes.lines-required': 'හර පත්‍රයට අවම වශයෙන් එක් පේළියක් එක් කරන්න.',
  'debit-notes.bill-not-returnable': 'මෙම සැපයුම්කරුගේ තහවුරු කළ බිලක් තෝරන්න.',
  'debit-notes.before-bill': 'හර පත්‍රයක් එහි බිලේ දිනයට (%{date}) පෙර දිනයකින් යෙදිය නොහැක.',
  'debit-notes.bill-line-unknown': 'බිලේ පේළියක් තෝරන්න.',
  'debit-notes.return-exceeds-bought': 'මෙම පේළියෙන් මිලදී ගෙන තවම ආපසු නොයැවුණේ %{left} ක් පමණි.',
  'debit-notes.returns-exceed-bought': 'සමහර පේළි මිලදී ගෙන තවම ආපසු නොයැවුණු ප්‍රමාණයට වඩා ආපසු යවයි.',
  'debit-notes.line-shape': 'පේළියක් බිලේ පේළියක් ආපසු යවයි (බිලක් සමඟ) හෝ හිමිකම් කරන වියදම සහ එහි ඒකක පිරිවැය නම් කරයි (බිලක් නොමැතිව).',
  'debit-notes.claim-line-expense': 'මිල හිමිකම් පේළියකට වියදම් කාණ්ඩයක් තෝරන්න.',
  'debit-notes.goods-not-in-stock': 'සමහර භාණ්ඩ හර පත්‍රයේ දිනයේ සහ ඉන් පසු තොගයේ නැත: ඒවා ආපසු යැවීමෙන් තොගය ශුන්‍යයට වඩා අඩු වේ.',
  'debit-notes.total-not-positive': 'හර පත්‍රයක් ශුන්‍යයට වඩා වැඩි මුදලක් ඉල්ලා සිටිය යුතුය.',
  'debit-notes.apply-other-supplier': 'හර පත්‍රයේ සැපයුම්කරුගේ විවෘත බිලක් තෝරන්න.',
  'debit-notes.unapply-bill-reversed': 'බිල ආපසු හරවා ඇත: එහි මෙම හර පත්‍රයෙන් ආපසු ගත හැකි කිසිවක් නැත.',
  'debit-notes.unapply-exceeds-applied': 'මෙම හර පත්‍රයෙන් බිලට යොදා ඇත්තේ %{applied} පමණි.',
} satisfies RefusalTranslations;
