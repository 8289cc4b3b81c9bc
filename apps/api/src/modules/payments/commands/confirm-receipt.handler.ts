import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { confirmReceipt, receiptReferencesAlso, type ReceiptReferencesColumns } from '../payment-ledger';
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
   * The receipt is locked and read once, with its references and streams in that round trip; an
   * append per stream written; then its invoices' figures for the view. Its events move it to
   * confirmed (the document-stage projection), as the view shows without reading it again.
   */
  async execute({ me, receiptId }: ConfirmReceipt): Promise<ReceiptView> {
    const tx = this.db.tx;
    const { ref_customer_name, ref_account_found, ref_invoices, ref_own, ...receipt } = await touchPendingReceipt<ReceiptReferencesColumns>(
      tx,
      me.tenantId,
      receiptId,
      receiptReferencesAlso(receiptId),
    );
    const appended = await confirmReceipt(tx, me, receipt, receipt.id === receiptId ? { ref_customer_name, ref_account_found, ref_invoices, ref_own } : undefined);
    return paymentView(tx, me.tenantId, appended > 0 ? { ...receipt, stage: 'confirmed', status: 'confirmed' } : receipt);
  }
}
