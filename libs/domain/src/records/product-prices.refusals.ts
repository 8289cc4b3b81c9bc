import { refusals } from '../shared/domain-error';

/** A product's prices taken together: its price range must not be upside down. */
export const productPricesRefusal = refusals('product-prices', {
  'max-below-min': { status: 422, message: 'The max price must be at least the min price.' },
});
