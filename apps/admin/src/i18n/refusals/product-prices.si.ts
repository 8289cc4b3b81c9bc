import type { RefusalTranslations } from './translations';

/** A product's price range, in Sinhala. */
export const productPricesSi = {
  'product-prices.max-below-min': 'උපරිම මිල අවම මිලට වඩා අඩු විය නොහැක.',
} satisfies RefusalTranslations;
