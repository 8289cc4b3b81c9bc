import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { findInvoice } from '../invoice-rows';

/** The token of the link a customer opens without signing in: made once, the same every time. */
export class ShareInvoice extends Command<{ token: string }> {
  constructor(
    readonly me: Principal,
    readonly invoiceId: string,
  ) {
    super();
  }
}

@CommandHandler(ShareInvoice)
export class ShareInvoiceHandler implements ICommandHandler<ShareInvoice> {
  constructor(private readonly db: Database) {}

  async execute({ me, invoiceId }: ShareInvoice): Promise<{ token: string }> {
    const tx = this.db.tx;
    await findInvoice(tx, me.tenantId, invoiceId);
    await tx.query(`INSERT INTO shared_links (tenant_id, token, kind, record_id) VALUES ($1, $2, 'invoice', $3) ON CONFLICT DO NOTHING`, [
      me.tenantId,
      randomBytes(24).toString('base64url'),
      invoiceId,
    ]);
    const [row] = await tx.query<{ token: string }>(`SELECT token FROM shared_links WHERE tenant_id = $1 AND kind = 'invoice' AND record_id = $2`, [
      me.tenantId,
      invoiceId,
    ]);
    return { token: row.token };
  }
}
