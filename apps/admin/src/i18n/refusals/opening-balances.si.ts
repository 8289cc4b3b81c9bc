import type { RefusalTranslations } from './translations';

/** Opening balances, in Sinhala. */
export const openingBalancesSi = {
  'opening-balances.opening-quantity-exceeds-on-hand': 'පිටතට යන තොග ප්‍රමාණය දැනට ඇති ප්‍රමාණයට වඩා අඩු හෝ සමාන විය යුතුය',
  'opening-balances.opening-date-overdraws': 'ආරම්භක ශේෂ %{date} දිනට යෙදුවහොත්, %{on} දින මුදල් ගිණුමක ශේෂය හෝ භාණ්ඩයක තොගය ශුන්‍යයට වඩා අඩු වේ.',
} satisfies RefusalTranslations;
