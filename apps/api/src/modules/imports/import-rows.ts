import {
  DomainError,
  isDomainError,
  recordResource,
  type ImportOutcome,
  type ImportRowError,
  type NamedReference,
  type RecordResource,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { validBody } from '../../platform/http/validation.pipe';
import { fieldValues, recordRequestClass } from '../../platform/records/record-requests';
import { valid } from '../../platform/records/record-controller.factory';
import { findRecord } from '../../platform/records/record-store';
import { CreateRecord } from '../../platform/records/commands/create-record.handler';
import { UpdateRecord } from '../../platform/records/commands/update-record.handler';
import { importLedgerAccountRow } from './ledger-account-rows';
import { headersByField, rowCells, rowError, text, wholeRowError, type ImportChange, type ImportResult, type ImportRun } from './import-run';
import { importPastDocuments, isPastDocumentKind } from './past-document-rows';


/**
 * Every row of the file through the commands a user's form goes through (`CreateRecord` and
 * `UpdateRecord`, or the chart of accounts' own), each row in a savepoint of its own so a refused row leaves no trace and
 * the rows after it still run. A row finds the record it updates by the kind's natural key;
 * a row that would change nothing is not written at all, so importing a file twice is harmless.
 * What each row created or changed is kept, for an undo of the whole import.
 */
export async function importRows(run: ImportRun): Promise<ImportResult> {
  if (isPastDocumentKind(run.spec.kind)) return importPastDocuments(run, run.spec.kind);
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const errors: ImportRowError[] = [];
  const changes: ImportChange[] = [];
  const headerOf = headersByField(run);
  for (const { row, cells } of run.sheet.rows) {
    await run.tx.execute('SAVEPOINT import_row');
    const rowChanges: ImportChange[] = [];
    try {
      counts[await importRow(run, cells, rowChanges)] += 1;
      await run.tx.execute('RELEASE SAVEPOINT import_row');
      changes.push(...rowChanges);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await run.tx.execute('ROLLBACK TO SAVEPOINT import_row');
      counts.error += 1;
      const fields = Object.entries(error.details.errors ?? {});
      if (fields.length === 0) errors.push(wholeRowError(row, error));
      for (const [field, refusals] of fields) for (const refusal of refusals) errors.push(rowError(row, field, headerOf.get(field) ?? null, refusal));
    }
  }
  return { counts, errors, changes };
}

async function importRow(run: ImportRun, cells: readonly string[], changes: ImportChange[]): Promise<ImportOutcome> {
  const given = await rowBody(run, cells, changes);
  return run.spec.resource ? importRecordRow(run, run.spec.resource, given, changes) : importLedgerAccountRow(run, given, changes);
}

async function importRecordRow(run: ImportRun, resource: RecordResource, given: Record<string, string>, changes: ImportChange[]): Promise<ImportOutcome> {
  const { tx, commands, me, spec } = run;
  const body = await validBody(recordRequestClass(resource), given);
  const { values, opening } = valid(resource, body);
  const existingId = await findByNaturalKey(tx, me.tenantId, resource.table, spec.naturalKeys, values);
  if (existingId === null) {
    const created = await commands.execute(new CreateRecord(me, resource, values, opening));
    changes.push({ resource: resource.name, id: created.id, outcome: 'create' });
    return 'create';
  }
  const record = await findRecord(tx, resource, me.tenantId, existingId);
  const imported = (field: string) => (field in opening ? opening[field] : values[field]);
  const changed = Object.keys(given).filter((field) => text(imported(field)) !== text(record[field]));
  if (changed.length === 0) return 'unchanged';
  // Fields the file has no column (or an empty cell) for keep what the record has.
  const kept = fieldValues(resource.fields, record);
  const updates = Object.fromEntries(resource.fields.filter((f) => f.name in given).map((f) => [f.name, values[f.name]]));
  await commands.execute(new UpdateRecord(me, resource, existingId, { ...kept, ...updates }, opening));
  changes.push({
    resource: resource.name,
    id: existingId,
    outcome: 'update',
    before: Object.fromEntries(changed.map((field) => [field, record[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, imported(field) ?? null])),
  });
  return 'update';
}

/** The row's filled cells by field, read as the field's rule expects; a named reference as its id. */
async function rowBody(run: ImportRun, cells: readonly string[], changes: ImportChange[]): Promise<Record<string, string>> {
  const body = rowCells(run, cells);
  for (const column of run.columns) {
    if (column.reference && body[column.field] !== undefined) body[column.field] = await referenceId(run, column.reference, body[column.field], changes);
  }
  return body;
}

/**
 * The id of the live record of the reference's resource with that name (a product's
 * category), created through the same command as on its own screen when there is none.
 */
async function referenceId(run: ImportRun, reference: NamedReference, name: string, changes: ImportChange[]): Promise<string> {
  const resource = recordResource(reference.resource) as RecordResource;
  const [found] = await run.tx.query<{ id: string }>(
    `SELECT id FROM ${resource.table} WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(name) = lower($2) ORDER BY created_at LIMIT 1`,
    [run.me.tenantId, name],
  );
  if (found) return found.id;
  try {
    const body = await validBody(recordRequestClass(resource), { name });
    const { values, opening } = valid(resource, body);
    const created = await run.commands.execute(new CreateRecord(run.me, resource, values, opening));
    changes.push({ resource: resource.name, id: created.id, outcome: 'create' });
    return created.id;
  } catch (error) {
    // The new record's refusal (a name too long) is said of the column that named it.
    if (isDomainError(error) && error.details.errors) {
      const refusals = Object.values(error.details.errors).flat();
      throw new DomainError(error.area, error.code, error.status, error.message, { ...error.details, errors: { [reference.field]: refusals } });
    }
    throw error;
  }
}

/** The live record a row's natural key names: the first key field the row fills decides. */
async function findByNaturalKey(tx: Tx, tenantId: string, table: string, keys: readonly string[], values: Record<string, unknown>): Promise<string | null> {
  const key = keys.find((field) => values[field] !== null && values[field] !== undefined);
  if (!key) return null;
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(${key}) = lower($2) ORDER BY created_at LIMIT 1`,
    [tenantId, values[key]],
  );
  return row?.id ?? null;
}
