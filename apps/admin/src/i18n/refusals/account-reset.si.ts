import type { RefusalTranslations } from './translations';

export const accountResetSi = {
  'account-reset.reset-failed': 'යළි සැකසීම අසාර්ථක විය!! යළි සැකසීමේ ටෝකනය යවා නැවත උත්සාහ කරන්න',
} satisfies RefusalTranslations;
