import { refusals } from '../shared/domain-error';

/** The notification when a quotation is created before the workspace has a quotation template. */
export const NO_QUOTATION_TEMPLATE = 'Quotation create failed.Please check if you have created a quotation template in the configuration.';

/** The API's refusals of a quotation's draft: its code and template. */
export const quotationsRefusal = refusals('quotations', {
  'code-required': { status: 422, message: 'The code field is required (at most 50 characters).' },
  'no-template': { status: 422, message: NO_QUOTATION_TEMPLATE },
});

export type QuotationsRefusalCode = Parameters<typeof quotationsRefusal>[0];
