import type { RefusalTranslations } from './translations';

export const listingSi = {
  'listing.not-json': '%{field} JSON විය යුතුය.',
  'listing.filter-not-object': 'පෙරහන වස්තුවක් විය යුතුය.',
  'listing.sort-shape': 'අනුපිළිවෙල ["field","ASC"] ආකාරයෙන් විය යුතුය.',
  'listing.sort-field': 'ලැයිස්තුව %{field} අනුව අනුපිළිවෙළට සැකසිය නොහැක.',
  'listing.sort-order': 'අනුපිළිවෙළ ASC හෝ DESC විය යුතුය.',
  'listing.range': 'පරාසය [0,24] ආකාරයෙන් විය යුතු අතර උපරිම පේළි %{max}ක් ආවරණය කළ හැක.',
  'listing.search': 'සෙවුම උපරිම අක්ෂර %{max}ක පෙළක් විය යුතුය.',
} satisfies RefusalTranslations;
