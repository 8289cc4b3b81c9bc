import { refusals } from '../shared/domain-error';

/** The API's refusals of a receipt's or refund's draft and references (the rules are `payments.errors.ts`'s). */
export const receiptsRefusal = refusals('receipts', {
  'invoice-not-on-document': { status: 422, message: 'The selected invoice is not on this document.' },
});

export type ReceiptsRefusalCode = Parameters<typeof receiptsRefusal>[0];
