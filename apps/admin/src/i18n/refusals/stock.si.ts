import type { RefusalTranslations } from './translations';

/** Manual stock updates, in Sinhala. */
export const stockSi = {
  'stock.stock-out-exceeds-on-hand': 'පිටතට යන තොග ප්‍රමාණය දැනට ඇති ප්‍රමාණයට වඩා අඩු හෝ සමාන විය යුතුය',
  'stock.quantity-invalid': 'ප්‍රමාණය ශුන්‍යයට වඩා වැඩි, දශමස්ථාන %{scale} කට නොවැඩි අංකයක් විය යුතුය.',
  'stock.transaction-type': 'ගනුදෙනු වර්ගය ඇතුළට හෝ පිටතට විය යුතුය.',
} satisfies RefusalTranslations;
