import type { RefusalTranslations } from './translations';

export const uploadsSi = {
  'uploads.too-large': '%{label} MB %{max} ට වඩා විශාල විය නොහැක.',
} satisfies RefusalTranslations;
