import type { ApiKeyView, ChosenPlan, PaidProviderName, PaymentPlanView, PlanView, Role } from '@ginuma/domain';
import { httpClient, postJson } from './httpClient';

/**
 * Plans, their payment and the account's API key, as dataProvider methods used through
 * react-query. The public plan catalogue calls `getPlanCatalogue` outside react-admin.
 */
export const planActions = {
  async getPlanCatalogue(): Promise<PlanView[]> {
    return (await httpClient('/api/business-plan')).json as PlanView[];
  },
  async getPaymentPlan(): Promise<PaymentPlanView> {
    return (await httpClient('/api/payment/plan')).json as PaymentPlanView;
  },
  async choosePlan(planId: number, months: number, provider: PaidProviderName): Promise<ChosenPlan> {
    return (await postJson('/api/payment/plan', { plan_id: planId, months, provider })).json as ChosenPlan;
  },
  async getApiKey(): Promise<ApiKeyView | null> {
    return ((await httpClient('/api/configurations/key')).json as { key: ApiKeyView | null }).key;
  },
  async createApiKey(role: Role): Promise<ApiKeyView & { key: string }> {
    return (await postJson('/api/configurations/key/create', { role })).json as ApiKeyView & { key: string };
  },
  async revokeApiKey(): Promise<void> {
    await httpClient('/api/configurations/key', { method: 'DELETE' });
  },
};
