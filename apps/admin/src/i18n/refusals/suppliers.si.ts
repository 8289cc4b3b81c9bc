import type { RefusalTranslations } from './translations';

export const suppliersSi = {
  'suppliers.no-email-enter-one': 'සැපයුම්කරුට විද්‍යුත් තැපැල් ලිපිනයක් නැත: එකක් ඇතුළත් කරන්න.',
} satisfies RefusalTranslations;
