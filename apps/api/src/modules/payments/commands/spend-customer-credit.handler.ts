import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { paymentsRefusal, type Money, type ReceiptInput } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { uuidOrNullSql } from '../../../platform/database/sql';
import type { Principal } from '../../../platform/auth/principal';
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
    readonly amount: Money,
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
    // The request's shape was checked by CreditRequest: a Credit receipt settling the amount on the one invoice.
    const receipt: ReceiptInput = {
      customerId: invoice.customer_id,
      date: date ?? (await businessDate(tx, me)),
      payType: 'Credit',
      accountId: null,
      paidAmount: amount,
      cheque: { number: null, postDate: null, bank: null, branch: null, accountNumber: null },
      remark: null,
      note: null,
      invoices: [{ invoiceId: invoiceRef, amount }],
    };
    const receiptId = await insertReceipt(tx, me, receipt, await resolveReferences(tx, me.tenantId, receipt, 'due'));
    await confirmReceipt(tx, me, await findReceipt(tx, me.tenantId, receiptId));
    const saved = await findReceipt(tx, me.tenantId, receiptId);
    return { id: saved.id, code: saved.code, status: saved.stage, paid_amount: saved.paid_amount };
  }
}
