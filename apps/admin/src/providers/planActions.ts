import type { Role } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

export interface Plan {
  id: number;
  name: string;
  price_per_month: string;
  modules: string[];
  user_limit: number | null;
}

export type PaidProvider = 'payhere' | 'bank_transfer';

export type PaymentInstructions =
  | { provider: 'payhere'; action: string; fields: Record<string, string> }
  | { provider: 'bank_transfer'; reference: string; amount: string; currency: 'LKR'; bank_details: string };

export type ChosenPlan =
  | { status: 'active'; plan_id: number; reference: string }
  | { status: 'pending'; plan_id: number; reference: string; amount: string; payment: PaymentInstructions };

export interface PlanPayment {
  reference: string;
  date: string;
  months: number;
  amount: string;
  plan_name: string;
  provider: 'free' | PaidProvider;
  status: 'pending' | 'paid' | 'failed';
}

export interface PaymentPlan {
  plan: { id: number; name: string; price_per_month: string } | null;
  expiry: string | null;
  expired: boolean;
  payments: PlanPayment[];
}

export interface ApiKey {
  prefix: string;
  role: Role;
  created_at: string;
  last_used_at: string | null;
}

/**
 * Plans, their payment and the account's API key, as dataProvider methods used through
 * react-query. The public plan catalogue calls `getPlanCatalogue` outside react-admin.
 */
export const planActions = {
  async getPlanCatalogue(): Promise<Plan[]> {
    return (await httpClient('/api/business-plan')).json as Plan[];
  },
  async getPaymentPlan(): Promise<PaymentPlan> {
    return (await httpClient('/api/payment/plan')).json as PaymentPlan;
  },
  async choosePlan(planId: number, months: number, provider: PaidProvider): Promise<ChosenPlan> {
    return (await postJson('/api/payment/plan', { plan_id: planId, months, provider })).json as ChosenPlan;
  },
  async getApiKey(): Promise<ApiKey | null> {
    return ((await httpClient('/api/configurations/key')).json as { key: ApiKey | null }).key;
  },
  async createApiKey(role: Role): Promise<ApiKey & { key: string }> {
    return (await postJson('/api/configurations/key/create', { role })).json as ApiKey & { key: string };
  },
  async revokeApiKey(): Promise<void> {
    await httpClient('/api/configurations/key', { method: 'DELETE' });
  },
};
