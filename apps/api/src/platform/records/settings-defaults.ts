import { DEFAULT_PAYMENT_TERMS_DAYS } from '@ginuma/domain';
import type { Principal } from '../auth/principal';

/** What a settings document holds before its first save. */
export const SETTINGS_DEFAULTS: Record<string, (me: Principal) => Record<string, unknown>> = {
  configurations: (me) => ({
    business_name: me.workspace.name,
    time_zone: 'Asia/Colombo',
    base_currency: 'LKR',
    payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
    vat_filing_period: 'month',
  }),
  'email-settings': (me) => ({ from_name: me.workspace.name, from_address: me.email }),
};
