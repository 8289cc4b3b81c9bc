import type { RefusalTranslations } from './translations';

export const recordsSi = {
  'records.in-use': 'මෙම වාර්තාව භාවිතයේ පවතින බැවින් මැකිය නොහැක.',
  'records.taken': 'මෙම %{label} දැනටමත් භාවිතයේ ඇත.',
} satisfies RefusalTranslations;
