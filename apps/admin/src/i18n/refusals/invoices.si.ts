import type { RefusalTranslations } from './translations';

export const invoicesSi = {
  'invoices.not-pending': 'වෙනස් කළ හැක්කේ අපේක්ෂිත ඉන්වොයිසියක් පමණි.',
  'invoices.ledger-known': {
    message: 'ලෙජරයේ සටහන් වූ ඉන්වොයිසියක් සදහටම මැකිය නොහැක.',
    title: 'මෙම ඉන්වොයිසිය මැකිය නොහැක',
  },
  'invoices.code-required': 'කේතය අනිවාර්යයි (උපරිම අක්ෂර 50).',
  'invoices.no-template': 'ඉන්වොයිසිය සෑදීම අසාර්ථක විය. සැකසුම්වල ඉන්වොයිසි අච්චුවක් සාදා ඇත්දැයි පරීක්ෂා කරන්න.',
  'invoices.items-required': 'අවම වශයෙන් එක් අයිතමයක් එක් කරන්න.',
  'invoices.taxes-required': 'අවම වශයෙන් එක් බද්දක් තෝරන්න.',
  'invoices.parameters-required': 'අවම වශයෙන් එක් පරාමිතියක් එක් කරන්න.',
  'invoices.recurring-every-months': 'සංඛ්‍යාතය 1 සිට 24 දක්වා මාස ගණනක් (පූර්ණ සංඛ්‍යාවක්) විය යුතුය.',
  'invoices.recurring-date': 'පුනරාවර්තන දිනය ඉන්වොයිසි දිනයට පසු දිනයක් විය යුතුය.',
  'invoices.recurring-till': 'පුනරාවර්තනය අවසන් දිනය පුනරාවර්තන දිනය හෝ ඊට පසු දිනයක් විය යුතුය.',
} satisfies RefusalTranslations;
