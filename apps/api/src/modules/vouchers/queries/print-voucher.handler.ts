import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { voucherPdf } from '../voucher-pdf';

/** A voucher as a PDF in the locale asked for. */
export class PrintVoucher extends Query<{ code: string; pdf: Buffer }> {
  constructor(
    readonly me: Principal,
    readonly voucherId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

@QueryHandler(PrintVoucher)
export class PrintVoucherHandler implements IQueryHandler<PrintVoucher> {
  constructor(private readonly db: Database) {}

  execute({ me, voucherId, locale }: PrintVoucher): Promise<{ code: string; pdf: Buffer }> {
    return voucherPdf(this.db.tx, me.tenantId, voucherId, locale);
  }
}
