import type { RefusalTranslations } from './translations';

export const reportsSi = {
  'reports.chart-series': 'ප්‍රස්ථාරය ඉන්වොයිසි, විකුණුම් හෝ වියදම් විය යුතුය.',
} satisfies RefusalTranslations;
