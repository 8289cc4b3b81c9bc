import { refusals } from '../shared/domain-error';

/** Refusals of mail to a supplier (a voucher sent to its supplier). */
export const suppliersRefusal = refusals('suppliers', {
  'no-email-enter-one': { status: 422, message: 'The supplier has no email address: enter one.' },
});

export type SuppliersRefusalCode = Parameters<typeof suppliersRefusal>[0];
