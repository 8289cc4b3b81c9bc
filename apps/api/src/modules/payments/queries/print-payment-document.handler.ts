import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PaymentDocumentType } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { localeOf } from '../../invoices/invoice-print';
import { PAYMENT_DOCUMENTS, type PrintedPayment } from '../payment-documents';

/** A receipt or refund as a PDF, in the locale asked for (English when none or an unknown one). */
export class PrintPaymentDocument extends Query<PrintedPayment> {
  constructor(
    readonly me: Principal,
    readonly document: PaymentDocumentType,
    readonly documentId: string,
    readonly locale: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(PrintPaymentDocument)
export class PrintPaymentDocumentHandler implements IQueryHandler<PrintPaymentDocument> {
  constructor(private readonly db: Database) {}

  execute({ me, document, documentId, locale }: PrintPaymentDocument): Promise<PrintedPayment> {
    return PAYMENT_DOCUMENTS[document].print(this.db.tx, me.tenantId, documentId, localeOf(locale));
  }
}
