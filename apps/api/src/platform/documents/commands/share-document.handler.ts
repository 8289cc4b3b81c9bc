import { randomBytes } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database, type Tx } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { notFound } from '../../http/app-errors';
import type { SharedDocumentKind, SharedLinkKind } from '../document-kind';

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
    const row = await kind.find(this.db.tx, me.tenantId, id, {});
    if (row.deleted_at) throw notFound();
    return { token: await sharedLinkToken(this.db.tx, me.tenantId, kind.sharing.link, row.id) };
  }
}

/** The document's link token, made the first time it is asked for. */
export async function sharedLinkToken(tx: Tx, tenantId: string, link: SharedLinkKind, recordId: string): Promise<string> {
  await tx.query(`INSERT INTO shared_links (tenant_id, token, kind, record_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
    tenantId,
    randomBytes(24).toString('base64url'),
    link,
    recordId,
  ]);
  const [stored] = await tx.query<{ token: string }>(`SELECT token FROM shared_links WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`, [
    tenantId,
    link,
    recordId,
  ]);
  return stored.token;
}

/** The address a customer opens a shared document at; it starts with the configured address, never a request's Host. */
export function sharedLinkUrl(appUrl: string, path: string, token: string): string {
  return `${appUrl}/api/public/${path}/${token}`;
}
