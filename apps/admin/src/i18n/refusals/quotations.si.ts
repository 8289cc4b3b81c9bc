import type { RefusalTranslations } from './translations';

export const quotationsSi = {
  'quotations.code-required': 'කේතය අනිවාර්යයි (උපරිම අක්ෂර 50).',
  'quotations.no-template': 'මිල ගණන සෑදීම අසාර්ථක විය. සැකසුම්වල මිල ගණන් අච්චුවක් සාදා ඇත්දැයි පරීක්ෂා කරන්න.',
} satisfies RefusalTranslations;
