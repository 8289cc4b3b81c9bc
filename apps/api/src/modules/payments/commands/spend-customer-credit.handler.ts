import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentsRefusal, readReceipt } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { uuidOrNullSql } from '../../../platform/database/sql';
import type { Principal } from '../../../platform/auth/principal';
import { validationFailed } from '../../../platform/http/app-errors';
import { businessDate } from '../../../platform/records/record-ledger';
import { confirmReceipt } from '../payment-ledger';
import { resolveReferences } from '../payment-references';
import { findReceipt, insertReceipt, type ReceiptRow } from '../payment-rows';

export type SpentCredit = Pick<ReceiptRow, 'id' | 'code' | 'paid_amount'> & { status: ReceiptRow['stage'] };

/**
 * Spends the customer's credit balance on one invoice: a Credit receipt made and confirmed
 * at once, so it is listed, printed and reversed like any other receipt.
 */
export class SpendCustomerCredit extends Command<SpentCredit> {
  constructor(
    readonly me: Principal,
    /** The invoice's id or code as the user gave it. */
    readonly invoiceRef: string,
    readonly amount: unknown,
    /** The business date; the workspace's today when none is given. */
    readonly date: string | null,
  ) {
    super();
  }
}

@CommandHandler(SpendCustomerCredit)
export class SpendCustomerCreditHandler implements ICommandHandler<SpendCustomerCredit> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceRef, amount, date }: SpendCustomerCredit): Promise<SpentCredit> {
    const tx = this.db.tx;
    const [invoice] = await tx.query<{ customer_id: string | null }>(
      `SELECT customer_id FROM invoices WHERE tenant_id = $1 AND (id = ${uuidOrNullSql('$2')} OR code = $2) AND deleted_at IS NULL`,
      [me.tenantId, invoiceRef],
    );
    if (!invoice?.customer_id) throw paymentsRefusal.onField('invoice_id', 'invoice-invalid');
    const read = readReceipt({
      customer_id: invoice.customer_id,
      date: date ?? (await businessDate(tx, me)),
      pay_type: 'Credit',
      paid_amount: amount,
      invoices: [{ invoice_id: invoiceRef, amount }],
    });
    // The form has one invoice, so its fields are named without the allocation's index.
    if (!read.ok) throw validationFailed(Object.fromEntries(Object.entries(read.errors).map(([k, v]) => [k.replace(/^invoices\.0\./, ''), v])));
    const { allocations } = await resolveReferences(tx, me.tenantId, read.value, 'due');
    const receiptId = await insertReceipt(tx, me, read.value, allocations);
    await confirmReceipt(tx, me, await findReceipt(tx, me.tenantId, receiptId));
    const receipt = await findReceipt(tx, me.tenantId, receiptId);
    return { id: receipt.id, code: receipt.code, status: receipt.stage, paid_amount: receipt.paid_amount };
  }
}
