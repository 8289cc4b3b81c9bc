import type { RefusalTranslations } from './translations';

/** Field refusals in Sinhala; `%{label}` is the field's Sinhala name where the glossary has it. */
export const validationSi = {
  'validation.invalid': 'ලබා දුන් දත්ත වලංගු නැත.',
  'validation.required': '%{label} ක්ෂේත්‍රය අනිවාර්යයි.',
  'validation.required-value': '%{label} අනිවාර්යයි.',
  'validation.boolean': '%{label} ක්ෂේත්‍රය ඔව් හෝ නැත විය යුතුය.',
  'validation.single-value': '%{label} එක් අගයක් විය යුතුය.',
  'validation.text': '%{label} පෙළක් විය යුතුය.',
  'validation.colour': '%{label} #1e6fd9 වැනි වර්ණයක් විය යුතුය.',
  'validation.tin': '%{label} 134567890 වැනි ඉලක්කම් 9ක් විය යුතුය.',
  'validation.vat-number': '%{label} 134567890-7000 වැනි, ඉලක්කම් 9කට පසු -7000 විය යුතුය.',
  'validation.too-long': '%{label} අක්ෂර %{max} කට වඩා දිගු විය නොහැක.',
  'validation.email': '%{label} වලංගු විද්‍යුත් තැපැල් ලිපිනයක් විය යුතුය.',
  'validation.url': '%{label} වලංගු වෙබ් ලිපිනයක් විය යුතුය.',
  'validation.phone': '%{label} වලංගු දුරකථන අංකයක් විය යුතුය.',
  'validation.number': '%{label} අංකයක් විය යුතුය.',
  'validation.decimal-places': '%{label} සඳහා දශමස්ථාන %{scale} කට වඩා තිබිය නොහැක.',
  'validation.negative': '%{label} සෘණ අගයක් විය නොහැක.',
  'validation.not-positive': '%{label} ශුන්‍යයට වඩා වැඩි විය යුතුය.',
  'validation.too-large': '%{label} %{max} ඉක්මවිය නොහැක.',
  'validation.over-maximum': '%{label} %{max} ට වඩා වැඩි විය නොහැක.',
  'validation.date': '%{label} YYYY-MM-DD ආකාරයේ දිනයක් විය යුතුය.',
  'validation.date-out-of-range': '%{label} %{min} සිට %{max} දක්වා දිනයක් විය යුතුය.',
  'validation.choice': 'තෝරාගත් %{label} වලංගු නැත.',
  'validation.integer': '%{label} %{min} සිට %{max} දක්වා පූර්ණ සංඛ්‍යාවක් විය යුතුය.',
  'validation.body-not-object': 'ඉල්ලීමේ අන්තර්ගතය JSON වස්තුවක් විය යුතුය.',
} satisfies RefusalTranslations;
