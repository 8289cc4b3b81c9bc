import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { confirmReceipt } from '../payment-ledger';
import { findReceipt, lockPendingReceipt, paymentView, type ReceiptView } from '../payment-rows';

/** Books a pending receipt: each invoice is paid from its stream; the over-payment becomes the customer's credit. */
export class ConfirmReceipt extends Command<ReceiptView> {
  constructor(
    readonly me: Principal,
    readonly receiptId: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmReceipt)
export class ConfirmReceiptHandler implements ICommandHandler<ConfirmReceipt> {
  constructor(private readonly db: Database) {}

  async execute({ me, receiptId }: ConfirmReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    await confirmReceipt(tx, me, await lockPendingReceipt(tx, me.tenantId, receiptId));
    return paymentView(tx, me.tenantId, await findReceipt(tx, me.tenantId, receiptId));
  }
}
