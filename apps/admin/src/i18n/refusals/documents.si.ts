import type { RefusalTranslations } from './translations';

export const documentsSi = {
  'documents.change-not-object': 'වෙනස වස්තුවක් විය යුතුය.',
  'documents.ledger-known': 'ලෙජරයේ සටහන් වූ ලේඛනයක් සදහටම මැකිය නොහැක.',
} satisfies RefusalTranslations;
