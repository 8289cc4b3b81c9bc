import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importColumns, importKindSpec, importsRefusal, type ImportView } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { eventMetadata } from '../../../platform/http/request-context';
import { importRows } from '../import-rows';
import { findImport, importView, storedRows } from '../import-store';
import { refuseKindWithout } from '../kind-access';

export class CommitImport extends Command<ImportView> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

/**
 * Imports what was previewed, every row or none: the rows run again through the same commands
 * in the request's one transaction, so their events share its correlation id (one batch in the
 * audit trail, kept on the import). A row refused now (the books changed since the preview)
 * refuses the whole import.
 */
@CommandHandler(CommitImport)
export class CommitImportHandler implements ICommandHandler<CommitImport> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, importId }: CommitImport): Promise<ImportView> {
    const tx = this.db.tx;
    const stored = await findImport(tx, me.tenantId, importId, { lock: true });
    if (stored.status !== 'previewed') throw importsRefusal('committed');
    if (stored.errors.length > 0) throw importsRefusal('has-errors');
    const spec = importKindSpec(stored.kind);
    refuseKindWithout(me, spec);
    const sheet = { headers: stored.headers, rows: storedRows(tx, me.tenantId, importId) };
    const result = await importRows({ tx, commands: this.commands, me, spec, columns: importColumns(spec), sheet, mapping: stored.mapping, formats: stored.formats, keepChangesOf: importId });
    if (result.errors.length > 0) throw importsRefusal('has-errors');
    await tx.execute(
      `UPDATE imports SET committed_at = now(), committed_by = $3, correlation_id = $4, counts = $5 WHERE tenant_id = $1 AND id = $2`,
      [me.tenantId, importId, me.userId, eventMetadata(me).correlation_id, JSON.stringify(result.counts)],
    );
    return importView(await findImport(tx, me.tenantId, importId));
  }
}
