import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { dropAttachment } from '../../attachments/attachment-store';
import type { DocumentKind } from '../document-kind';

/** Deletes a document for good, with its attachment, where the kind's purge rule allows it. */
export class PurgeDocument extends Command<unknown> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
    readonly id: string,
  ) {
    super();
  }
}

@CommandHandler(PurgeDocument)
export class PurgeDocumentHandler implements ICommandHandler<PurgeDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind, id }: PurgeDocument): Promise<unknown> {
    const tx = this.db.tx;
    const row = await kind.find(tx, me.tenantId, id, { lock: true });
    kind.purgeRule(row);
    await tx.query(`DELETE FROM ${kind.table} WHERE tenant_id = $1 AND id = $2`, [me.tenantId, id]);
    if (kind.attachment) await dropAttachment(tx, me.tenantId, kind.attachment, id);
    return kind.purged ? kind.purged(row) : kind.view(tx, me.tenantId, row);
  }
}
