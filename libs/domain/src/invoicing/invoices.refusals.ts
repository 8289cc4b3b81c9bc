import { refusals } from '../shared/domain-error';
import { INVOICE_CANNOT_BE_DELETED } from './invoicing.errors';

/** The notification when an invoice is created before the workspace has an invoice template. */
export const NO_INVOICE_TEMPLATE = 'Invoice create failed.Please check if you have created an invoice template in the configuration.';

/**
 * The API's refusals of an invoice's draft (its code, template, recurring option and the draft
 * edits of the document screens), beside the invoicing rules of `invoicing.errors.ts`.
 */
export const invoicesRefusal = refusals('invoices', {
  'not-pending': { status: 409, message: 'Only a pending invoice can be changed.' },
  'ledger-known': { status: 409, message: 'An invoice the ledger knows cannot be deleted for good.', title: INVOICE_CANNOT_BE_DELETED },
  'code-required': { status: 422, message: 'The code field is required (at most 50 characters).' },
  'no-template': { status: 422, message: NO_INVOICE_TEMPLATE },
  'items-required': { status: 422, message: 'Add at least one item.' },
  'taxes-required': { status: 422, message: 'Select at least one tax.' },
  'parameters-required': { status: 422, message: 'Add at least one parameter.' },
  'recurring-every-months': { status: 422, message: 'The frequency must be a whole number of months from 1 to 24.' },
  'recurring-date': { status: 422, message: 'The recurring date must be a date after the invoice date.' },
  'recurring-till': { status: 422, message: 'The recurring till date must be on or after the recurring date.' },
});

export type InvoicesRefusalCode = Parameters<typeof invoicesRefusal>[0];
