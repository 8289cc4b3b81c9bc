import type { Locale, PaymentDocumentType } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { findReceipt, findRefund } from './payment-rows';
import { receiptPdf } from './receipt-pdf';
import { refundPdf } from './refund-pdf';

export type PrintedPayment = { code: string; customerName: string; pdf: Buffer };

/** One kind of payment document leaving the app: how to find it, print it and word its mail. */
interface PaymentDocumentKind {
  find(tx: Tx, tenantId: string, id: string): Promise<{ customer_id: string; deleted_at: Date | null }>;
  print(tx: Tx, tenantId: string, id: string, locale: Locale): Promise<PrintedPayment>;
  subject(code: string, workspace: string): string;
  text(code: string, customerName: string, workspace: string): string;
}

export const PAYMENT_DOCUMENTS: Readonly<Record<PaymentDocumentType, PaymentDocumentKind>> = {
  receipt: {
    find: findReceipt,
    print: receiptPdf,
    subject: (code, workspace) => `Receipt ${code} from ${workspace}`,
    text: (code, customer, workspace) => `Dear ${customer},\n\nThank you for your payment. Please find receipt ${code} attached.\n\n${workspace}`,
  },
  refund: {
    find: findRefund,
    print: refundPdf,
    subject: (code, workspace) => `Refund ${code} from ${workspace}`,
    text: (code, customer, workspace) => `Dear ${customer},\n\nPlease find refund ${code} attached.\n\n${workspace}`,
  },
};
