import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { confirmReceipt } from '../payment-ledger';
import { paymentView, touchPendingReceipt, type ReceiptView } from '../payment-rows';

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

  /**
   * The receipt is locked and read; its references and streams read and checked; an append per
   * stream written; then its invoices' figures for the view. Its events move it to confirmed (the
   * document-stage projection), as the view shows without reading it again.
   */
  async execute({ me, receiptId }: ConfirmReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    const receipt = await touchPendingReceipt(tx, me.tenantId, receiptId);
    const appended = await confirmReceipt(tx, me, receipt);
    return paymentView(tx, me.tenantId, appended > 0 ? { ...receipt, stage: 'confirmed', status: 'confirmed' } : receipt);
  }
}
