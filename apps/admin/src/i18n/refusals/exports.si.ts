import type { RefusalTranslations } from './translations';

export const exportsSi = {
  'exports.columns-not-json': 'තීරු JSON විය යුතුය.',
} satisfies RefusalTranslations;
