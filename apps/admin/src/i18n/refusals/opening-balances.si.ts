import type { RefusalTranslations } from './translations';

/** Opening balances, in Sinhala. */
export const openingBalancesSi = {
  'opening-balances.opening-quantity-exceeds-on-hand': 'පිටතට යන තොග ප්‍රමාණය දැනට ඇති ප්‍රමාණයට වඩා අඩු හෝ සමාන විය යුතුය',
} satisfies RefusalTranslations;
