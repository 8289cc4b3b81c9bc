import type { Resource } from '../access/permissions';
import { OPENING_BALANCE_DATE_FIELD } from '../accounting/opening-balances';
import type { FieldSpec } from './field-rules';
import { TAX_NUMBERS } from './record-resources';

/** A workspace's one-of-a-kind settings page (one row per workspace), read and replaced whole. */
export interface SettingsDocument {
  name: string;
  table: string;
  permission: Resource;
  fields: readonly FieldSpec[];
}

const day = (name: string, label: string): FieldSpec => ({ name, label, rule: { type: 'integer', min: 1, max: 28 } });

/** The days to an invoice's due date when neither its customer nor the workspace says. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

export const SETTINGS_DOCUMENTS: readonly SettingsDocument[] = [
  {
    name: 'configurations',
    table: 'business_configuration',
    permission: 'business-configuration',
    fields: [
      { name: 'business_name', label: 'business name', required: true, rule: { type: 'text' } },
      { name: 'business_email', label: 'business email', rule: { type: 'email' } },
      { name: 'phone_1', label: 'phone 1', rule: { type: 'phone' } },
      { name: 'phone_2', label: 'phone 2', rule: { type: 'phone' } },
      { name: 'address', label: 'address', rule: { type: 'text', max: 1000 } },
      { name: 'time_zone', label: 'time zone', required: true, rule: { type: 'time-zone' } },
      { name: 'base_currency', label: 'base currency', required: true, rule: { type: 'currency' } },
      ...TAX_NUMBERS,
      // A registered business's invoices print as tax invoices.
      { name: 'vat_registered', label: 'VAT registered', rule: { type: 'boolean' } },
      // Days stop at 28 so every month has them.
      day('monthly_outstanding_summary_day', 'monthly outstanding summary date'),
      day('monthly_business_summary_day', 'monthly business summary date'),
      { name: 'monthly_summary_locale', label: 'monthly summary language', rule: { type: 'choice', choices: ['en', 'si'] } },
      // The days an invoice runs to its due date when its customer has no terms of its own.
      { name: 'payment_terms_days', label: 'payment terms', rule: { type: 'integer', min: 0, max: 3650 } },
      // Every opening balance is dated this day; left empty, it stays where it is.
      { name: OPENING_BALANCE_DATE_FIELD, label: 'opening balances date', rule: { type: 'date' } },
    ],
  },
  {
    name: 'email-settings',
    table: 'email_settings',
    permission: 'email-settings',
    fields: [
      { name: 'from_address', label: 'from address', required: true, rule: { type: 'email' } },
      { name: 'from_name', label: 'from name', required: true, rule: { type: 'text' } },
      { name: 'reply_to', label: 'reply-to address', rule: { type: 'email' } },
    ],
  },
];
