import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { HOME_TODAY_SQL, type PaymentPlanView, type PlanPaymentView } from '@ginuma/domain';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../payment-providers';

/** Settings › Payment Plan: the plan in force, its expiry and what was paid. */
export class GetPaymentPlan extends Query<PaymentPlanView> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetPaymentPlan)
export class GetPaymentPlanHandler implements IQueryHandler<GetPaymentPlan> {
  constructor(
    private readonly db: Database,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: readonly PaymentProvider[],
  ) {}

  async execute({ me }: GetPaymentPlan): Promise<PaymentPlanView> {
    const tx = this.db.tx;
    const [workspace] = await tx.query<{ plan_id: number | null; name: string | null; price_per_month: string | null; expiry: string | null; expired: boolean }>(
      `SELECT w.plan_id, p.name, p.price_per_month::text AS price_per_month, w.expiry::text AS expiry,
              (w.expiry IS NOT NULL AND w.expiry < ${HOME_TODAY_SQL}) AS expired
         FROM workspaces w LEFT JOIN plans p ON p.id = w.plan_id
        WHERE w.id = $1`,
      [me.tenantId],
    );
    const payments = await tx.query<PlanPaymentView>(
      `SELECT pp.reference, to_char(COALESCE(pp.paid_at, pp.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date,
              pp.months, pp.amount::text AS amount, p.name AS plan_name, pp.provider, pp.status
         FROM plan_payments pp JOIN plans p ON p.id = pp.plan_id
        WHERE pp.tenant_id = $1
        ORDER BY pp.created_at DESC, pp.id`,
      [me.tenantId],
    );
    return {
      plan: workspace.plan_id && workspace.name ? { id: workspace.plan_id, name: workspace.name, price_per_month: workspace.price_per_month ?? '0.00' } : null,
      expiry: workspace.expiry,
      expired: workspace.expired,
      payments,
      methods: this.providers.filter((p) => p.available).map((p) => p.name),
    };
  }
}
