import {
  ACCOUNTS,
  billDecider,
  billStream,
  DomainError,
  isDomainError,
  Money,
  voucherBillPayments,
  type BillCommand,
  type BillPaymentView,
  type OpenBillView,
  type VoucherEventData,
} from '@ginuma/domain';
import { balanceOfSql, handleCommand } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import type { FieldErrors } from '../../platform/http/app-errors';
import { commandTarget } from '../../platform/http/request-context';

/**
 * One command per bill a voucher pays, in the request's transaction, as receipts run theirs on
 * invoices (payment-ledger's runAllocationCommands): each on the bill's own stream at the version
 * it reads, so two vouchers paying the same bill at once either see each other or one loses with
 * a 409, and a bill is never paid beyond what it owes. The bill's field refusals are named after
 * the allocation (`bills.<i>.amount`, `bills.<i>.bill_id`); its date refusal is the voucher's.
 */
export async function runBillPayments(tx: Tx, me: Principal, commands: readonly { billId: string; command: BillCommand }[]): Promise<number> {
  let recorded = 0;
  for (const [i, { billId, command }] of commands.entries()) {
    try {
      recorded += (await handleCommand(tx, commandTarget(me, billStream(billId)), billDecider, command)).recorded.length;
    } catch (error) {
      if (!isDomainError(error, 'bills') || error.status !== 422) throw error;
      const refused = error.details.errors ?? { bill_id: [{ code: error.qualifiedCode, ...(error.details.params ? { params: error.details.params } : {}), message: error.message }] };
      const errors: FieldErrors = {};
      for (const [field, refusals] of Object.entries(refused)) errors[field === 'date' ? 'date' : `bills.${i}.${field}`] = refusals;
      throw new DomainError(error.area, error.code, error.status, error.message, { ...error.details, errors });
    }
  }
  return recorded;
}

/** A confirmed voucher's payments on its bills (its VoucherConfirmed's data): each bill's decider checks its supplier and what it owes. */
export function payBills(tx: Tx, me: Principal, voucher: VoucherEventData): Promise<number> {
  return runBillPayments(tx, me, voucherBillPayments(voucher));
}

/** A deleted voucher's payments taken back off its bills on `date` (its VoucherReversed's data): each bill owes them again. */
export function reverseBillPayments(tx: Tx, me: Principal, voucher: VoucherEventData, date: string): Promise<number> {
  return runBillPayments(
    tx,
    me,
    (voucher.bills ?? []).map((b) => ({ billId: b.billId, command: { type: 'ReverseBillPayment', data: { voucherId: voucher.voucherId, date } } })),
  );
}

/** What the business paid the supplier ahead of bills: vouchers' over-payments not yet used (supplier-credit, a debit balance). */
export async function supplierCreditBalance(tx: Tx, tenantId: string, supplierId: string): Promise<string> {
  const [row] = await tx.query<{ balance: string }>(
    `SELECT ${balanceOfSql({ tenantSql: '$1', accountSql: `'${ACCOUNTS.supplierCredit}'`, partySql: "'supplier:' || $2", normal: 'debit' })} AS balance`,
    [tenantId, supplierId],
  );
  return row.balance;
}

/** The supplier's credit read under the supplier's row lock, so no spend of it slips in before the decision it is read for. */
export async function lockedSupplierCredit(tx: Tx, tenantId: string, supplierId: string): Promise<Money> {
  await tx.query(`SELECT 1 FROM suppliers WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, supplierId]);
  return Money.of(await supplierCreditBalance(tx, tenantId, supplierId));
}

/** The confirmed bills of a supplier that still owe something, oldest first: what a voucher can pay. */
export function openBills(tx: Tx, tenantId: string, supplierId: string): Promise<OpenBillView[]> {
  return tx.query<OpenBillView>(
    `SELECT t.id, t.code, t.bill_number, t.date, t.due_date, b.grand_total::text AS grand_total,
            b.paid::numeric(18,2)::text AS paid_amount, (b.grand_total - b.paid)::numeric(18,2)::text AS due_amount
       FROM bills t JOIN bill_balance b ON b.tenant_id = t.tenant_id AND b.bill_id = t.id
      WHERE t.tenant_id = $1 AND t.supplier_id = $2 AND t.deleted_at IS NULL AND NOT b.reversed AND b.grand_total - b.paid > 0
      ORDER BY t.date, t.code LIMIT 500`,
    [tenantId, supplierId],
  );
}

/** The supplier payments vouchers made on a bill, in the order made, each with the date it was taken back if it was. */
export function billPayments(tx: Tx, tenantId: string, billId: string): Promise<BillPaymentView[]> {
  return tx.query<BillPaymentView>(
    `SELECT e.payload->>'voucherId' AS voucher_id, coalesce(v.code, '') AS voucher_code, e.payload->>'date' AS date,
            (e.payload->>'amount')::numeric(18,2)::text AS amount, e.payload->>'account' AS account,
            CASE WHEN e.payload->>'account' = 'cash' THEN 'Cash' ELSE coalesce(k.name, '') END AS account_name,
            (SELECT r.payload->>'date' FROM ledger_event r
              WHERE r.tenant_id = e.tenant_id AND r.stream = e.stream AND r.type = 'BillPaymentReversed'
                AND r.payload->>'voucherId' = e.payload->>'voucherId' AND r.position > e.position
              ORDER BY r.position LIMIT 1) AS reversed_on
       FROM ledger_event e
       LEFT JOIN vouchers v ON v.tenant_id = e.tenant_id AND v.id = (e.payload->>'voucherId')::uuid
       LEFT JOIN bank_accounts k ON k.tenant_id = e.tenant_id AND 'bank:' || k.id = e.payload->>'account'
      WHERE e.tenant_id = $1 AND e.stream = $2 AND e.type = 'BillPaid'
      ORDER BY e.position`,
    [tenantId, billStream(billId)],
  );
}
