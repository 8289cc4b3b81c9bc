import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { entryInput, entryKindOfLine, LINE_ENTRY_RESOURCES, Money, spreadOldestFirst, transferInput } from '@ginuma/domain';
import { accessRefusal } from '../../../platform/auth/access';
import type { Principal } from '../../../platform/auth/principal';
import { Database, type Tx } from '../../../platform/database/database';
import { validBody } from '../../../platform/http/validation.pipe';
import { openBills } from '../../bills/bill-payments';
import { ConfirmReceipt } from '../../payments/commands/confirm-receipt.handler';
import { CreateReceipt } from '../../payments/commands/create-receipt.handler';
import { receiptInput } from '../../payments/payment.requests';
import { openInvoices } from '../../payments/payment-references';
import { RecordExpense } from '../../transactions/commands/record-expense.handler';
import { RecordIncome } from '../../transactions/commands/record-income.handler';
import { TransferFunds } from '../../transactions/commands/transfer-funds.handler';
import { TransferRequest } from '../../transactions/transaction.requests';
import { ConfirmVoucher } from '../../vouchers/commands/confirm-voucher.handler';
import { CreateVoucher } from '../../vouchers/commands/create-voucher.handler';
import { assertUnmatched, findLine, insertMatches, type LineRow } from '../bank-statement-rows';
import { LineEntryRequest } from '../bank-statement.requests';

/**
 * Books what a line says happened, on the line's account, date and amount, through the same
 * commands the screens run, and matches the line to it in the same transaction: a cash book
 * income, expense or transfer; or a customer's bank receipt or a supplier's bank voucher, applied
 * to their invoices or bills oldest first, saved and then confirmed as a save-and-confirm is.
 * The route checks the bank statements' permission; the document's own (and its module) is
 * checked here, by the one access decision, once the kind is known.
 */
export class CreateFromLine extends Command<LineRow> {
  constructor(
    readonly me: Principal,
    readonly lineId: string,
    readonly body: unknown,
  ) {
    super();
  }
}

@CommandHandler(CreateFromLine)
export class CreateFromLineHandler implements ICommandHandler<CreateFromLine> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, lineId, body }: CreateFromLine): Promise<LineRow> {
    const tx = this.db.tx;
    const line = await findLine(tx, me.tenantId, lineId, true);
    const request = await validBody(LineEntryRequest, body);
    assertUnmatched(line);
    const kind = entryKindOfLine(line.amount, request.kind);
    const refused = accessRefusal(me, { permission: { action: 'create', resource: LINE_ENTRY_RESOURCES[kind] }, withoutPlan: false, read: false });
    if (refused) throw refused;
    const amount = Money.of(line.amount).abs().toFixed();
    const remark = request.remark ?? line.description;
    let documentId: string;
    if (kind === 'receipt') {
      documentId = await this.receipt(tx, me, line, String(request.customer_id), amount, remark);
    } else if (kind === 'voucher') {
      documentId = await this.voucher(tx, me, line, String(request.supplier_id), request.expense_category_id ?? null, amount, remark);
    } else if (kind === 'transfer') {
      const [from, to] = Money.of(line.amount).isPositive() ? [request.other_account, line.account_id] : [line.account_id, request.other_account];
      const transfer = await validBody(TransferRequest, { from_account: from, to_account: to, value: amount, date: line.date, remark });
      documentId = String((await this.commands.execute(new TransferFunds(me, transferInput(transfer)))).id);
    } else {
      const input = entryInput(kind, {
        account: line.account_id,
        expense_category_id: request.expense_category_id ?? undefined,
        client: request.client ?? null,
        amount,
        date: line.date,
        remark,
      });
      documentId = String((await this.commands.execute(kind === 'expense' ? new RecordExpense(me, input) : new RecordIncome(me, input))).id);
    }
    await insertMatches(tx, me.tenantId, me.userId, line, [{ kind, id: documentId, amount: line.amount }]);
    return findLine(tx, me.tenantId, line.id);
  }

  /** The customer's bank receipt of the line, as the receipt form would send it; answers its id. */
  private async receipt(tx: Tx, me: Principal, line: LineRow, customerId: string, amount: string, remark: string): Promise<string> {
    const invoices = spreadOldestFirst(amount, await openInvoices(tx, me.tenantId, customerId)).map((a) => ({ invoice_id: a.id, amount: a.amount }));
    const input = await receiptInput({ customer_id: customerId, date: line.date, pay_type: 'Bank', account_id: line.account_id, paid_amount: amount, remark, invoices });
    const draft = await this.commands.execute(new CreateReceipt(me, input));
    await this.commands.execute(new ConfirmReceipt(me, draft.id));
    return draft.id;
  }

  /** The supplier's bank voucher of the line, as the voucher form would send it (a category for what pays no bill); answers its id. */
  private async voucher(tx: Tx, me: Principal, line: LineRow, supplierId: string, categoryId: string | null, amount: string, remarks: string): Promise<string> {
    const bills = spreadOldestFirst(amount, await openBills(tx, me.tenantId, supplierId)).map((a) => ({ bill_id: a.id, amount: a.amount }));
    const body = { supplier_id: supplierId, date: line.date, pay_type: 'Bank', account_id: line.account_id, amount, bills, expense_category_id: categoryId, remarks };
    const draft = await this.commands.execute(new CreateVoucher(me, body));
    await this.commands.execute(new ConfirmVoucher(me, draft.id));
    return draft.id;
  }
}
