import type { RefusalTranslations } from './translations';

export const templatesSi = {
  'templates.no-template': 'තවම අච්චුවක් සාදා නැත.',
  'templates.logo-required': 'කරුණාකර පළමුව ලාංඡනයක් තෝරන්න.',
  'templates.not-an-image': 'කරුණාකර jpeg, png හෝ gif රූපයක් උඩුගත කරන්න',
} satisfies RefusalTranslations;
