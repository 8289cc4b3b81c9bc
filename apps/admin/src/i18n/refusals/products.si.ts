import type { RefusalTranslations } from './translations';

export const productsSi = {
  'products.select-a-product': 'මුද්‍රණය කිරීමට සහ අපනයනය කිරීමට පළමුව නිෂ්පාදනයක් තෝරන්න',
  'products.product-deleted': 'මෙම නිෂ්පාදනය මකා දමා ඇත.',
  'products.not-stockable': 'තොගයක් ඇත්තේ තොග තබන නිෂ්පාදනවලට පමණි.',
} satisfies RefusalTranslations;
