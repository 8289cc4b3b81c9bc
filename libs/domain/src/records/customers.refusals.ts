import { refusals } from '../shared/domain-error';

/** Refusals of mail to a customer from its own page. */
export const customersRefusal = refusals('customers', {
  'no-email': { status: 422, message: 'This customer has no email address.' },
});

export type CustomersRefusalCode = Parameters<typeof customersRefusal>[0];
