import type { RefusalTranslations } from './translations';

/** The period lock, in Sinhala. */
export const periodLockSi = {
  'period-lock.period-locked': 'පොත් %{lockDate} දක්වා අගුළු දමා ඇත: එම දිනයට හෝ ඊට පෙර කිසිවක් සටහන් කළ නොහැක.',
  'period-lock.lock-date-invalid': 'අගුළු දිනය අදට පෙර විය යුතුය: තවමත් ගෙවෙමින් පවතින දිනයක පොත් විවෘතව පවතී.',
} satisfies RefusalTranslations;
