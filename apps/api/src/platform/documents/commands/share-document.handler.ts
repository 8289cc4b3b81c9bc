import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import type { SharedDocumentKind } from '../document-kind';

/**
 * The token of the link a customer opens without signing in: made once, the same every time.
 * Deleting the document closes the link (it answers 404); restoring it opens it again.
 */
export class ShareDocument extends Command<{ token: string }> {
  constructor(
    readonly me: Principal,
    readonly kind: SharedDocumentKind,
    readonly id: string,
  ) {
    super();
  }
}

@CommandHandler(ShareDocument)
export class ShareDocumentHandler implements ICommandHandler<ShareDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind, id }: ShareDocument): Promise<{ token: string }> {
    const tx = this.db.tx;
    const row = await kind.find(tx, me.tenantId, id, {});
    if (row.deleted_at) throw notFound();
    const link = kind.sharing.link;
    await tx.query(`INSERT INTO shared_links (tenant_id, token, kind, record_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      me.tenantId,
      randomBytes(24).toString('base64url'),
      link,
      row.id,
    ]);
    const [stored] = await tx.query<{ token: string }>(`SELECT token FROM shared_links WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`, [
      me.tenantId,
      link,
      row.id,
    ]);
    return { token: stored.token };
  }
}
