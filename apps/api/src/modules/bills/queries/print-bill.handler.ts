import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { billPdf } from '../bill-pdf';

/** A bill as a PDF in the locale asked for. */
export class PrintBill extends Query<{ code: string; pdf: Buffer }> {
  constructor(
    readonly me: Principal,
    readonly billId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintBill)
export class PrintBillHandler implements IQueryHandler<PrintBill> {
  constructor(private readonly db: Database) {}

  execute({ me, billId, locale }: PrintBill): Promise<{ code: string; pdf: Buffer }> {
    return billPdf(this.db.tx, me.tenantId, billId, locale);
  }
}
