import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invoicePdf } from '../invoice-print';

/** An invoice's PDF in the reader's language. */
export class PrintInvoice extends Query<{ code: string; pdf: Buffer }> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintInvoice)
export class PrintInvoiceHandler implements IQueryHandler<PrintInvoice> {
  constructor(private readonly db: Database) {}

  execute({ me, invoiceId, locale }: PrintInvoice): Promise<{ code: string; pdf: Buffer }> {
    return invoicePdf(this.db.tx, me.tenantId, invoiceId, locale);
  }
}
