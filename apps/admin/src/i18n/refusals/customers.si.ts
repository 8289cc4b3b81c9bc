import type { RefusalTranslations } from './translations';

export const customersSi = {
  'customers.no-email': 'මෙම ගනුදෙනුකරුට විද්‍යුත් තැපැල් ලිපිනයක් නැත.',
} satisfies RefusalTranslations;
