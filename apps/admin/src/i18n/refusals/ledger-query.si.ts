import type { RefusalTranslations } from './translations';

export const ledgerQuerySi = {
  'ledger-query.given-once': '%{label} එක් වරක් පමණක් ලබා දිය යුතුය.',
  'ledger-query.query-given-once': 'සෑම විමසුම් පරාමිතියක්ම එක් වරක් පමණක් ලබා දිය හැක.',
  'ledger-query.known-at': 'දැනගත් වේලාව ISO-8601 දිනයක් සහ වේලාවක් විය යුතුය.',
  'ledger-query.to-before-from': 'අවසන් දිනය ආරම්භක දිනයට සමාන හෝ ඊට පසු දිනයක් විය යුතුය.',
  'ledger-query.to-date-before-from': 'අවසන් දිනය ආරම්භක දිනයට සමාන හෝ ඊට පසු දිනයක් විය යුතුය.',
  'ledger-query.source': 'මූලාශ්‍රය %{sources} අතරින් එකක් විය යුතුය.',
} satisfies RefusalTranslations;
