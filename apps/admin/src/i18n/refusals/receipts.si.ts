import type { RefusalTranslations } from './translations';

export const receiptsSi = {
  'receipts.invoice-not-on-document': 'තෝරාගත් ඉන්වොයිසිය මෙම ලේඛනයේ නැත.',
} satisfies RefusalTranslations;
