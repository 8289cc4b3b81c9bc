import type { RefusalTranslations } from './translations';

/** VAT filing, in Sinhala. */
export const taxSi = {
  'tax.vat-period-filed': '%{filedTo} දක්වා වැට් ප්‍රතිලාභය ගොනු කර ඇත: වැට් සහිත කිසිදු ලේඛනයක් එම දිනයට හෝ ඊට පෙර දිනයකින් දැමිය නොහැක.',
  'tax.vat-period-open': 'වැට් ප්‍රතිලාභයක් ගොනු කළ හැක්කේ අවසන් වූ කාල පරිච්ඡේදයක් සඳහා පමණි.',
  'tax.vat-number-required': 'වැට් සඳහා ලියාපදිංචි ව්‍යාපාරයකට එහි වැට් අංකය අවශ්‍යයි: එහි බදු ඉන්වොයිසිවල එය මුද්‍රණය වේ.',
  'tax.tax-treatment': 'බදු ප්‍රතිකාරය සම්මත, ශුන්‍ය අනුපාත, නිදහස් හෝ විෂය පථයෙන් පිටත විය යුතුය.',
  'tax.vat-figure': 'අගය ප්‍රතිලාභයේ අගයකින් එකක් විය යුතුය: %{figures}.',
} satisfies RefusalTranslations;
