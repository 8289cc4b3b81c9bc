import {
  DomainError,
  isDomainError,
  Money,
  receiptDecider,
  receiptPayments,
  receiptStream,
  type InvoiceCommand,
  type ReceiptCommand,
  type ReceiptState,
  type StoredEvent,
} from '@ginuma/domain';
import { handleCommand, type CommandOf, type CommandOptions } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';
import type { Principal } from '../../platform/auth/principal';
import type { FieldErrors } from '../../platform/http/app-errors';
import { commandTarget } from '../../platform/http/request-context';
import { businessDate } from '../../platform/records/record-ledger';
import { runInvoiceCommand } from '../invoices/invoice-ledger';
import { receiptInput } from './payment.requests';
import { lockedCreditBalance, resolveReferences } from './payment-references';
import type { ReceiptRow } from './payment-rows';

/**
 * One command per invoice of a receipt or refund, in the request's transaction. Each goes
 * through the invoice's own stream at the version it read, so a concurrent receipt on the same
 * invoice either sees this one's payment or loses with a 409: an invoice is never over-applied.
 * The domain's field errors are named after the allocation they belong to.
 */
export async function runAllocationCommands(
  tx: Tx,
  me: Principal,
  allocations: readonly { invoice_id: string }[],
  command: (index: number) => InvoiceCommand,
  /** Each invoice's stream as the caller read it with the references (resolveReferences' `streams`). */
  histories?: readonly (readonly StoredEvent[])[],
): Promise<number> {
  let recorded = 0;
  for (const [i, allocation] of allocations.entries()) {
    try {
      const history = histories?.[i];
      recorded += (await runInvoiceCommand(tx, me, allocation.invoice_id, command(i), history ? { history } : {})).length;
    } catch (error) {
      if (!isDomainError(error, 'invoicing') || error.status !== 422) throw error;
      const refused = error.details.errors ?? { invoice_id: [{ code: error.qualifiedCode, ...(error.details.params ? { params: error.details.params } : {}), message: error.message }] };
      const errors: FieldErrors = {};
      for (const [field, refusals] of Object.entries(refused)) {
        errors[field === 'date' ? 'date' : `invoices.${i}.${field}`] = refusals;
      }
      throw new DomainError(error.area, error.code, error.status, error.message, { ...error.details, errors });
    }
  }
  return recorded;
}

/** A command on the receipt's own stream (its over-payment as the customer's credit) through the ledger's command loop. */
export async function runReceiptCommand(
  tx: Tx,
  me: Principal,
  receiptId: string,
  command: CommandOf<ReceiptCommand, ReceiptState>,
  options: CommandOptions = {},
): Promise<number> {
  return (await handleCommand(tx, commandTarget(me, receiptStream(receiptId)), receiptDecider, command, options)).recorded.length;
}

/**
 * Confirms a pending receipt (locked by the caller) in the request's transaction: references
 * are checked again (an invoice may have been reversed or deleted since the draft was saved)
 * and read with the receipt's and its invoices' streams in one round trip, the receipt's
 * stream decides its credit, then each
 * invoice's stream its payment; what an invoice still has due is its decider's to check.
 * Returns how many events it appended.
 */
export async function confirmReceipt(tx: Tx, me: Principal, receipt: ReceiptRow): Promise<number> {
  const input = await receiptInput({ ...receipt, invoices: receipt.allocations });
  const { histories } = await resolveReferences(tx, me.tenantId, input, null, { own: receiptStream(receipt.id) });
  const credit = await runReceiptCommand(tx, me, receipt.id, async () => ({
    type: 'ConfirmReceipt',
    data: {
      receiptId: receipt.id,
      code: receipt.code,
      input,
      // A credit receipt spends the balance: the customer stays locked until the transaction ends.
      creditBalance: input.payType === 'Credit' ? await lockedCreditBalance(tx, me.tenantId, input.customerId) : Money.ZERO,
    },
  }), { history: histories?.own });
  const payments = receiptPayments(receipt.id, input);
  return credit + (await runAllocationCommands(tx, me, receipt.allocations, (i) => payments[i], histories?.invoices));
}

/**
 * The date a reversal counts on: the workspace's today, or the document's own date when that
 * is later (a post-dated receipt), so nothing is taken back before it was booked.
 */
export async function reversalDate(tx: Tx, me: Principal, documentDate: string): Promise<string> {
  const today = await businessDate(tx, me);
  return documentDate > today ? documentDate : today;
}
