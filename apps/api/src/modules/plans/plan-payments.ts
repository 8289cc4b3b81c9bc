import { randomBytes } from 'node:crypto';
import { WORKSPACE_FLAGS, isWorkspaceFlag, plansRefusal, type PlanView } from '@ginuma/domain';
import type { Database, Tx } from '../../platform/database/database';

export type PlanRow = PlanView;

const PLAN_COLUMNS = `id, name, price_per_month::text AS price_per_month, modules, user_limit`;

export function listPlans(tx: Tx): Promise<PlanRow[]> {
  return tx.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans ORDER BY price_per_month DESC, id`);
}

export async function findPlan(tx: Tx, id: number): Promise<PlanRow | undefined> {
  const [plan] = await tx.query<PlanRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1`, [id]);
  return plan;
}

/**
 * A plan's user limit holds however users come to be: taking a plan, adding one, restoring one.
 * The workspace row is locked first so two admins cannot both take the last seat.
 */
export async function workspaceSeats(tx: Tx, tenantId: string): Promise<{ plan: PlanRow | undefined; users: number }> {
  const [workspace] = await tx.query<{ plan_id: number | null }>(`SELECT plan_id FROM workspaces WHERE id = $1 FOR UPDATE`, [tenantId]);
  const [{ users }] = await tx.query<{ users: number }>(`SELECT count(*)::int AS users FROM users WHERE tenant_id = $1 AND deleted_at IS NULL`, [tenantId]);
  return { plan: workspace?.plan_id == null ? undefined : await findPlan(tx, workspace.plan_id), users };
}

/** Called once a user has been added or restored, so the count includes them. */
export async function refuseUsersBeyondPlan(tx: Tx, tenantId: string): Promise<void> {
  const { plan, users } = await workspaceSeats(tx, tenantId);
  if (plan?.user_limit != null && users > plan.user_limit) {
    throw plansRefusal('user-limit-reached', { plan: plan.name, limit: plan.user_limit });
  }
}

/** A payment's reference: the order id a provider echoes back and what a transfer quotes. */
export function newPaymentReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `GN${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Puts `plan` in force for the tenant: its modules on, the others off. A paid plan extends the
 * expiry by `months` from the later of today and the current expiry (a renewal before expiry
 * loses no days); the free plan has none.
 */
export async function applyPlan(tx: Tx, tenantId: string, plan: PlanRow, months: number | null, today: string): Promise<void> {
  const on = new Set(plan.modules.filter(isWorkspaceFlag));
  const flags = WORKSPACE_FLAGS.map((f) => `${f} = ${on.has(f) ? 1 : 0}`).join(', ');
  await tx.execute(
    `UPDATE workspaces
        SET plan_id = $2, ${flags},
            expiry = CASE WHEN $3::int IS NULL THEN NULL
                          ELSE (GREATEST(COALESCE(expiry, $4::date), $4::date) + make_interval(months => $3::int))::date END
      WHERE id = $1`,
    [tenantId, plan.id, months, today],
  );
}

/**
 * Marks a pending payment paid and puts its plan in force, once: a payment already settled
 * (a repeated notification, a second confirmation) changes nothing and answers false.
 */
export async function settlePayment(tx: Tx, tenantId: string, paymentId: string, today: string, providerPaymentId?: string): Promise<boolean> {
  const [paid] = await tx.query<{ plan_id: number; months: number }>(
    `UPDATE plan_payments SET status = 'paid', paid_at = now(), provider_payment_id = COALESCE($3, provider_payment_id)
      WHERE tenant_id = $1 AND id = $2 AND status = 'pending'
      RETURNING plan_id, months`,
    [tenantId, paymentId, providerPaymentId ?? null],
  );
  if (!paid) return false;
  const plan = await findPlan(tx, paid.plan_id);
  if (!plan) throw new Error(`Plan ${paid.plan_id} of payment ${paymentId} is missing.`);
  await applyPlan(tx, tenantId, plan, paid.months, today);
  return true;
}

export interface PaymentByReference {
  tenant_id: string;
  id: string;
  status: 'pending' | 'paid' | 'failed';
}

/** Finds a payment's workspace by its reference alone (as the sign-in role: no tenant is known yet). */
export async function paymentByReference(tx: Tx, reference: string): Promise<PaymentByReference | undefined> {
  const [row] = await tx.query<PaymentByReference>(`SELECT tenant_id, id, status FROM plan_payments WHERE reference = $1`, [reference]);
  return row;
}

/**
 * The operator's confirmation that a bank transfer arrived (`npm run workspace -- payments
 * confirm <reference>`): settles it as a provider's notification would, once.
 */
export async function confirmBankTransfer(db: Database, reference: string, today: string): Promise<string> {
  const payment = await db.transaction({ kind: 'auth' }, (tx) => paymentByReference(tx, reference));
  if (!payment) throw new Error(`No payment ${reference}.`);
  return db.transaction({ kind: 'tenant', tenantId: payment.tenant_id, userId: null }, async (tx) => {
    const [order] = await tx.query<{ provider: string }>(`SELECT provider FROM plan_payments WHERE tenant_id = $1 AND id = $2`, [
      payment.tenant_id,
      payment.id,
    ]);
    if (order.provider !== 'bank_transfer') throw new Error(`Payment ${reference} is not a bank transfer.`);
    return (await settlePayment(tx, payment.tenant_id, payment.id, today)) ? `Confirmed ${reference}; its plan is in force.` : `${reference} was already ${payment.status}.`;
  });
}
