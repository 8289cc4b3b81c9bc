import type { ComponentType } from 'react';
import type { RecordListExtension } from '../records/RecordList';
import { TEMPLATE_LIST } from '../invoices/TemplateColumns';
import type { SettingsSection } from './settingsSections';
import { AccountResetSection } from './AccountResetSection';
import { SupportSection } from './SupportSection';
import { PaymentPlanSection } from '../plans/PaymentPlanSection';
import { ApiKeyPanel } from '../plans/ApiKeyPanel';
import { MonthlySummaryRuns } from './MonthlySummaryRuns';
import { WorkspaceSignIns } from '../profile/SignInSecurity';
import { TeamNeedsPlan } from './TeamNeedsPlan';

/**
 * What each settings section shows: lists on the record mechanism, or one settings document
 * (optionally only some of its fields), or a page of its own.
 */
export type SectionContent =
  | { kind: 'records'; screens: readonly string[]; extension?: RecordListExtension; above?: ComponentType; below?: ComponentType }
  | {
      kind: 'document';
      document: 'configurations' | 'email-settings';
      only?: readonly string[];
      except?: readonly string[];
      below?: ComponentType;
      /** Where a section that shows only some fields saves them (by default the whole document is PUT). */
      savePath?: (workspaceId: string) => string;
    }
  /** A page of its own (account reset, support). */
  | { kind: 'page'; component: ComponentType };

const MONTHLY_FIELDS = ['monthly_outstanding_summary_day', 'monthly_business_summary_day', 'monthly_summary_locale'];

export const SECTION_CONTENT: Record<SettingsSection, SectionContent> = {
  'invoice-templates': { kind: 'records', screens: ['invoice-templates', 'quotation-templates'], extension: TEMPLATE_LIST },
  units: { kind: 'records', screens: ['units'] },
  'product-categories': { kind: 'records', screens: ['product-category'] },
  'invoice-parameters': { kind: 'records', screens: ['invoice-parameters'] },
  'expense-categories': { kind: 'records', screens: ['expenses-categories', 'expenses-sub-categories'] },
  'business-configuration': { kind: 'document', document: 'configurations', except: MONTHLY_FIELDS, below: ApiKeyPanel },
  'email-settings': { kind: 'document', document: 'email-settings' },
  'bank-accounts': { kind: 'records', screens: ['bank-accounts'] },
  taxes: { kind: 'records', screens: ['taxes'] },
  users: { kind: 'records', screens: ['users'], above: TeamNeedsPlan, below: WorkspaceSignIns },
  plans: { kind: 'page', component: PaymentPlanSection },
  'monthly-reports': {
    kind: 'document',
    document: 'configurations',
    only: MONTHLY_FIELDS,
    savePath: (workspaceId) => `/api/configurations/update/dates/${workspaceId}`,
    below: MonthlySummaryRuns,
  },
  'account-reset': { kind: 'page', component: AccountResetSection },
  support: { kind: 'page', component: SupportSection },
};
