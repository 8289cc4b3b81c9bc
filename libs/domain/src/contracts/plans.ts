import type { Role } from '../access/roles';
import type { WorkspaceFlag } from '../workspace/workspace-flags';

/** A plan of the catalogue (`GET /api/business-plan`); prices in LKR a month. */
export interface PlanView {
  id: number;
  name: string;
  price_per_month: string;
  modules: WorkspaceFlag[];
  /** null: any number of users. */
  user_limit: number | null;
}

export type PaidProviderName = 'payhere' | 'bank_transfer';

/** What the admin's browser does next: post a provider's form, or transfer money by hand. */
export type PaymentInstructions =
  | { provider: 'payhere'; action: string; fields: Record<string, string> }
  | { provider: 'bank_transfer'; reference: string; amount: string; currency: 'LKR'; bank_details: string };

/** `POST /api/payment/plan`: the free plan at once, a paid one once its money is confirmed. */
export type ChosenPlan =
  | { status: 'active'; plan_id: number; reference: string }
  | { status: 'pending'; plan_id: number; reference: string; amount: string; payment: PaymentInstructions };

export interface PlanPaymentView {
  reference: string;
  /** When it was paid, or asked for while pending. */
  date: string;
  months: number;
  amount: string;
  plan_name: string;
  provider: 'free' | PaidProviderName;
  status: 'pending' | 'paid' | 'failed';
}

/** `GET /api/payment/plan`: Settings › Payment Plan. */
export interface PaymentPlanView {
  plan: { id: number; name: string; price_per_month: string } | null;
  /** The last day the plan is in force; null: it does not expire. */
  expiry: string | null;
  expired: boolean;
  payments: PlanPaymentView[];
  /** How a paid plan can be paid on this deployment; empty: paid plans cannot be taken here. */
  methods: PaidProviderName[];
}

/** The workspace's API key in force, as much as may be shown of it (never the key itself). */
export interface ApiKeyView {
  prefix: string;
  role: Role;
  created_at: string;
  last_used_at: string | null;
}
