import type { Resource } from '../access/permissions';
import { OPENING_BALANCE_DATE_FIELD } from '../accounting/opening-balances';
import type { FieldErrors } from '../shared/domain-error';
import { SSCL_ACTIVITIES } from '../tax/sscl';
import { taxRefusal, VAT_FILING_PERIODS } from '../tax/vat-return';
import type { FieldSpec, RecordValues } from './field-rules';
import { TAX_NUMBERS } from './record-resources';

/** A workspace's one-of-a-kind settings page (one row per workspace), read and replaced whole. */
export interface SettingsDocument {
  name: string;
  table: string;
  permission: Resource;
  fields: readonly FieldSpec[];
  /** Rules across fields, after each field passed its own. */
  crossCheck?: (values: RecordValues) => FieldErrors;
}

/** A VAT-registered business prints its VAT number on every tax invoice, so it must have one. */
function checkVatRegistration(values: RecordValues): FieldErrors {
  return values.vat_registered === true && !values.vat_number ? { vat_number: [taxRefusal.field('vat-number-required')] } : {};
}

const day = (name: string, label: string): FieldSpec => ({ name, label, rule: { type: 'integer', min: 1, max: 28 } });

/** The days to an invoice's due date when neither its customer nor the workspace says. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** The business's own settings: its name and address, tax identity, tax returns, summaries, payment terms. */
export const BUSINESS_CONFIGURATION: SettingsDocument = {
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
    // Printed before the invoice's code as a tax invoice's serial number, which is one word of at most 40 characters.
    { name: 'tax_invoice_series', label: 'tax invoice series', rule: { type: 'text', max: 40, format: 'no-spaces' } },
    // How often the business files its VAT return; left empty, monthly.
    { name: 'vat_filing_period', label: 'VAT filing period', rule: { type: 'choice', choices: VAT_FILING_PERIODS } },
    // What decides the share of turnover liable for SSCL; the business may set its own share instead.
    { name: 'sscl_activity', label: 'SSCL activity', rule: { type: 'choice', choices: SSCL_ACTIVITIES } },
    { name: 'sscl_liable_share', label: 'SSCL liable share', rule: { type: 'percentage' } },
    // Days stop at 28 so every month has them.
    day('monthly_outstanding_summary_day', 'monthly outstanding summary date'),
    day('monthly_business_summary_day', 'monthly business summary date'),
    { name: 'monthly_summary_locale', label: 'monthly summary language', rule: { type: 'choice', choices: ['en', 'si'] } },
    // The days an invoice runs to its due date when its customer has no terms of its own.
    { name: 'payment_terms_days', label: 'payment terms', rule: { type: 'integer', min: 0, max: 3650 } },
    // Every opening balance is dated this day; left empty, it stays where it is.
    { name: OPENING_BALANCE_DATE_FIELD, label: 'opening balances date', rule: { type: 'date' } },
  ],
  crossCheck: checkVatRegistration,
};

export const SETTINGS_DOCUMENTS: readonly SettingsDocument[] = [
  BUSINESS_CONFIGURATION,
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
