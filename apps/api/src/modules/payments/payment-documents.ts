import type { Locale, PaymentDocumentType } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { findReceipt, findRefund } from './payment-rows';
import { receiptPdf } from './receipt-pdf';
import { refundPdf } from './refund-pdf';

export type PrintedPayment = { code: string; customerName: string; pdf: Buffer };

/** What the mail of a payment document needs of its row: the money it moved and on which day. */
interface MailedPayment {
  customer_id: string;
  date: string;
  amount: string;
  deleted_at: Date | null;
}

/** One kind of payment document leaving the app: how to find it and print it. */
interface PaymentDocumentKind {
  find(tx: Tx, tenantId: string, id: string): Promise<MailedPayment>;
  print(tx: Tx, tenantId: string, id: string, locale: Locale): Promise<PrintedPayment>;
}

export const PAYMENT_DOCUMENTS: Readonly<Record<PaymentDocumentType, PaymentDocumentKind>> = {
  receipt: {
    find: async (tx, tenantId, id) => {
      const receipt = await findReceipt(tx, tenantId, id);
      return { ...receipt, amount: receipt.paid_amount };
    },
    print: receiptPdf,
  },
  refund: { find: findRefund, print: refundPdf },
};
