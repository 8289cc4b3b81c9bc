import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { importKindSpec, importsRefusal, recordResource, type ImportView, type RecordResource } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { validBody } from '../../../platform/http/validation.pipe';
import { openingFieldSpecs, setOpeningBalances } from '../../../platform/records/record-ledger';
import { fieldValues } from '../../../platform/records/record-requests';
import { findRecord } from '../../../platform/records/record-store';
import { DeleteRecord } from '../../../platform/records/commands/delete-record.handler';
import { UpdateRecord } from '../../../platform/records/commands/update-record.handler';
import { LedgerAccountChangesRequest } from '../../books/books.requests';
import { findLedgerAccount } from '../../books/chart-accounts';
import { DeleteLedgerAccount } from '../../books/commands/delete-ledger-account.handler';
import { UpdateLedgerAccount } from '../../books/commands/update-ledger-account.handler';
import { findImport, importView, keptChanges } from '../import-store';
import { text, type ImportChange } from '../import-run';
import { LEDGER_ACCOUNTS } from '../ledger-account-rows';
import { isPastDocumentKind, PAST_DOCUMENTS, type PastDocumentKind } from '../past-document-rows';
import { firstDependedOn, type CreatedRecord } from '../record-dependents';
import { refuseKindWithout } from '../kind-access';

export class UndoImport extends Command<ImportView> {
  constructor(
    readonly me: Principal,
    readonly importId: string,
  ) {
    super();
  }
}

type UpdateChange = Extract<ImportChange, { outcome: 'update' }>;

/**
 * Takes a committed import back out as a whole, last row first (its kept changes read a page at a
 * time), through the commands the
 * screens run, so the trial balance is what it was. A past document is reversed (or, a payment,
 * deleted with its reversals). A record it created has its opening amounts cleared (new
 * opening-balance events whose postings cancel the import's) and moves to the deleted list; a
 * record it changed gets back what the import replaced, field by field, where the field still
 * holds what the import wrote (an edit made by hand since is kept). Nothing is undone while
 * something made since depends on a record the import created (an invoice or a draft for the
 * customer, money through the bank account, a product sold): the refusal names the record. A
 * document's own kind refuses the reversal of one that something depends on (a paid invoice).
 */
@CommandHandler(UndoImport)
export class UndoImportHandler implements ICommandHandler<UndoImport> {
  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  async execute({ me, importId }: UndoImport): Promise<ImportView> {
    const tx = this.db.tx;
    const stored = await findImport(tx, me.tenantId, importId, { lock: true });
    if (stored.status !== 'committed' && stored.status !== 'undone') throw importsRefusal('not-committed');
    if (stored.status === 'undone') throw importsRefusal('undone');
    refuseKindWithout(me, importKindSpec(stored.kind));
    const changes = keptChanges(tx, me.tenantId, importId);
    const used = await firstDependedOn(tx, me.tenantId, createdRecords(changes));
    if (used) {
      const record = await findRecord(tx, used.resource, me.tenantId, used.id);
      throw importsRefusal('undo-in-use', { name: text(record.name ?? record.code) });
    }
    for await (const page of changes) {
      for (const change of page) {
        if (isPastDocumentKind(change.resource)) await this.undoPastDocument(me, change.resource, change.id);
        else if (change.resource === LEDGER_ACCOUNTS) await this.undoLedgerAccount(me, change);
        else if (change.outcome === 'create') await this.undoCreated(me, resourceOf(change), change.id);
        else await this.undoUpdated(me, resourceOf(change), change);
      }
    }
    await tx.execute(`UPDATE imports SET undone_at = now(), undone_by = $3 WHERE tenant_id = $1 AND id = $2`, [me.tenantId, importId, me.userId]);
    return importView(await findImport(tx, me.tenantId, importId));
  }

  /**
   * A past invoice or bill is reversed as a user reverses one (a reversal event whose postings
   * cancel it; refused while a payment is applied to it), a receipt deleted as a user deletes a
   * confirmed one (with its reversals), and its number may be imported again.
   */
  private async undoPastDocument(me: Principal, kind: PastDocumentKind, id: string): Promise<void> {
    await this.commands.execute(PAST_DOCUMENTS[kind].undo(me, id));
    await this.db.tx.execute(`DELETE FROM imported_documents WHERE tenant_id = $1 AND kind = $2 AND document_id = $3`, [me.tenantId, kind, id]);
  }

  private async undoCreated(me: Principal, resource: RecordResource, id: string): Promise<void> {
    const tx = this.db.tx;
    const cleared = Object.fromEntries(openingFieldSpecs(resource).map((field) => [field.name, null]));
    await setOpeningBalances(tx, resource, me, id, cleared);
    // A record someone deleted since stays in the deleted list as it is.
    if ((await findRecord(tx, resource, me.tenantId, id)).deleted_at === null) await this.commands.execute(new DeleteRecord(me, resource, id, true));
  }

  private async undoUpdated(me: Principal, resource: RecordResource, change: UpdateChange): Promise<void> {
    const record = await findRecord(this.db.tx, resource, me.tenantId, change.id);
    if (record.deleted_at !== null) return;
    const restored = stillImported(change, record);
    if (restored.length === 0) return;
    const openings = new Set(openingFieldSpecs(resource).map((field) => field.name));
    const values = fieldValues(resource.fields, { ...record, ...Object.fromEntries(restored.filter((f) => !openings.has(f)).map((f) => [f, change.before[f]])) });
    const opening = Object.fromEntries(restored.filter((f) => openings.has(f)).map((f) => [f, change.before[f] === null ? null : text(change.before[f])]));
    await this.commands.execute(new UpdateRecord(me, resource, change.id, values, opening));
  }

  /** An account the import added is removed (refused once anything posted to it); a renamed one gets its names back. */
  private async undoLedgerAccount(me: Principal, change: ImportChange): Promise<void> {
    if (change.outcome === 'create') {
      await this.commands.execute(new DeleteLedgerAccount(me, change.id));
      return;
    }
    const current = await findLedgerAccount(this.db.tx, me.tenantId, change.id);
    const restored = stillImported(change, current);
    if (restored.length === 0) return;
    const body = await validBody(LedgerAccountChangesRequest, Object.fromEntries(restored.map((field) => [field, change.before[field] ?? ''])));
    await this.commands.execute(new UpdateLedgerAccount(me, change.id, body));
  }
}

/** The records among the changes' pages that the import created, page by page. */
async function* createdRecords(changes: AsyncIterable<ImportChange[]>): AsyncIterable<CreatedRecord[]> {
  for await (const page of changes) {
    yield page.flatMap((change): CreatedRecord[] =>
      change.outcome === 'create' && change.resource !== LEDGER_ACCOUNTS && !isPastDocumentKind(change.resource) ? [{ resource: resourceOf(change), id: change.id }] : [],
    );
  }
}

function resourceOf(change: ImportChange): RecordResource {
  const resource = recordResource(change.resource);
  if (!resource) throw new Error(`An import changed records of ${change.resource}, which is not a record resource`);
  return resource;
}

/** The fields an update changed that still hold what the import wrote. */
function stillImported(change: UpdateChange, current: object): string[] {
  const held = new Map(Object.entries(current));
  return Object.keys(change.before).filter((field) => text(held.get(field)) === text(change.after[field]));
}
