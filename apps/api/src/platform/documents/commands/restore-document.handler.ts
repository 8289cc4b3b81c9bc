import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Database } from '../../database/database';
import type { Principal } from '../../auth/principal';
import { onlyDeleted, type DocumentKind } from '../document-kind';

/** Brings a deleted document back to its list; what the ledger knows of it is unchanged. */
export class RestoreDocument extends Command<unknown> {
  constructor(
    readonly me: Principal,
    readonly kind: DocumentKind,
    readonly id: string,
  ) {
    super();
  }
}

@CommandHandler(RestoreDocument)
export class RestoreDocumentHandler implements ICommandHandler<RestoreDocument> {
  constructor(private readonly db: Database) {}

  async execute({ me, kind, id }: RestoreDocument): Promise<unknown> {
    const tx = this.db.tx;
    const row = await kind.find(tx, me.tenantId, id, { lock: true });
    (kind.restoreRule ?? onlyDeleted)(row);
    await tx.query(`UPDATE ${kind.table} SET deleted_at = NULL, updated_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, id]);
    return kind.view(tx, me.tenantId, await kind.find(tx, me.tenantId, id, {}));
  }
}
