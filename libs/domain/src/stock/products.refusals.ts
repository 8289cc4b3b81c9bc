import { refusals } from '../shared/domain-error';

/** Barcode printing without a product chosen: its notification and its field's refusal. */
export const SELECT_A_PRODUCT = 'Print and export need a product selected first';

/** The API's refusals of a product's labels and manual stock updates. */
export const productsRefusal = refusals('products', {
  'select-a-product': { status: 422, message: SELECT_A_PRODUCT },
  'product-deleted': { status: 422, message: 'This product is deleted.' },
  'not-stockable': { status: 422, message: 'Only stockable products have stock.' },
});

export type ProductsRefusalCode = Parameters<typeof productsRefusal>[0];
