import type { RefusalTranslations } from './translations';

export const idempotencySi = {
  'idempotency.key-length': 'Idempotency-Key අක්ෂර 1 සිට %{max} දක්වා විය යුතුය.',
  'idempotency.key-reused': 'මෙම Idempotency-Key දැනටමත් වෙනත් ඉල්ලීමකට භාවිත කර ඇත.',
  'idempotency.in-progress': 'මෙම Idempotency-Key සහිත ඉල්ලීමක් තවමත් සකසමින් පවතී.',
} satisfies RefusalTranslations;
