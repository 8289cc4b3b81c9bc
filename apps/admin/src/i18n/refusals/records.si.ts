import type { RefusalTranslations } from './translations';

export const recordsSi = {
  'records.in-use': 'මෙම වාර්තාව භාවිතයේ පවතින බැවින් මැකිය නොහැක.',
  'records.open-balance-admin-only': 'මෙහි තවමත් %{amount} ක ශේෂයක් ඇත: එය මැකිය හැක්කේ පරිපාලකයෙකුට පමණි.',
  'records.open-balance-confirm': 'මෙහි තවමත් %{amount} ක ශේෂයක් ඇත. කෙසේ වුවත් මකන්නද?',
  'records.taken': 'මෙම %{label} දැනටමත් භාවිතයේ ඇත.',
} satisfies RefusalTranslations;
