import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_TIME_ZONE, Money, calendarDateIn, plansRefusal, type ChosenPlan } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid } from '../../../platform/http/app-errors';
import { applyPlan, findPlan, newPaymentReference, workspaceSeats } from '../plan-payments';
import { PAYMENT_PROVIDERS, type PaidProviderName, type PaymentProvider } from '../payment-providers';

/** The admin takes a plan: the free one at once, a paid one once its provider confirms the money. */
export class ChoosePlan extends Command<ChosenPlan> {
  constructor(
    readonly me: Principal,
    readonly planId: number,
    readonly months: number,
    readonly provider: PaidProviderName | undefined,
    /** The app's origin as the admin reached it, for the provider's return and notification addresses. */
    readonly origin: string,
  ) {
    super();
  }
}

@CommandHandler(ChoosePlan)
export class ChoosePlanHandler implements ICommandHandler<ChoosePlan> {
  constructor(
    private readonly db: Database,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: readonly PaymentProvider[],
  ) {}

  async execute({ me, planId, months, provider, origin }: ChoosePlan): Promise<ChosenPlan> {
    const tx = this.db.tx;
    const plan = await findPlan(tx, planId);
    if (!plan) throw invalid('plan_id', plansRefusal.field('choose-plan'));
    const { users } = await workspaceSeats(tx, me.tenantId);
    if (plan.user_limit !== null && users > plan.user_limit) {
      throw invalid('plan_id', plansRefusal.field('users-over-plan', { plan: plan.name, limit: plan.user_limit, users }));
    }
    const reference = newPaymentReference();
    const amount = Money.of(plan.price_per_month).times(months);
    const record = (via: string, status: 'paid' | 'pending') =>
      tx.execute(
        `INSERT INTO plan_payments (tenant_id, reference, plan_id, months, amount, provider, status, created_by, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'paid' THEN now() END)`,
        [me.tenantId, reference, plan.id, months, amount.toFixed(), via, status, me.userId],
      );
    if (amount.isZero()) {
      await record('free', 'paid');
      await applyPlan(tx, me.tenantId, plan, null, calendarDateIn(DEFAULT_TIME_ZONE));
      return { status: 'active', plan_id: plan.id, reference };
    }
    const chosen = this.providers.find((p) => p.name === (provider ?? 'payhere') && p.available);
    if (!chosen) throw invalid('provider', plansRefusal.field('payment-method-unavailable'));
    await record(chosen.name, 'pending');
    const payment = chosen.instructions({
      reference,
      amount,
      planName: plan.name,
      months,
      payer: { name: me.name, email: me.email },
      origin,
      slug: me.workspace.slug,
    });
    return { status: 'pending', plan_id: plan.id, reference, amount: amount.toFixed(), payment };
  }
}
