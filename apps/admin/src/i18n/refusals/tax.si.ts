import type { RefusalTranslations } from './translations';

/** VAT filing, in Sinhala. */
export const taxSi = {
  'tax.vat-period-filed': '%{filedTo} දක්වා වැට් ප්‍රතිලාභය ගොනු කර ඇත: වැට් සහිත කිසිදු ලේඛනයක් එම දිනයට හෝ ඊට පෙර දිනයකින් දැමිය නොහැක.',
  'tax.vat-period-open': 'වැට් ප්‍රතිලාභයක් ගොනු කළ හැක්කේ අවසන් වූ කාල පරිච්ඡේදයක් සඳහා පමණි.',
} satisfies RefusalTranslations;
