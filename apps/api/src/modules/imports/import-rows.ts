import {
  DomainError,
  isDomainError,
  recordResource,
  type ImportOutcome,
  type NamedReference,
  type RecordResource,
} from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { validBody } from '../../platform/http/validation.pipe';
import { fieldValues, recordRequestClass } from '../../platform/records/record-requests';
import { valid } from '../../platform/records/record-controller.factory';
import { findRecord, type StoredRecord } from '../../platform/records/record-store';
import { CreateRecord } from '../../platform/records/commands/create-record.handler';
import { UpdateRecord } from '../../platform/records/commands/update-record.handler';
import { importLedgerAccountRow } from './ledger-account-rows';
import { headersByField, rowCells, rowError, text, wholeRowError, type ImportChange, type ImportResult, type ImportRun } from './import-run';
import { keepChanges } from './import-store';
import { importPastDocuments, isPastDocumentKind } from './past-document-rows';
import type { SheetRow } from './read-sheet';
import { BATCH_ROWS, isRowRefusal, naturalKeyOf, naturalKeyTags, writeRecordBatch, type PlannedRow, type UpdateRow } from './record-batches';

/**
 * Every row of the file through what a user's form goes through: the record's request
 * (`validBody`) and the rules of `CreateRecord` and `UpdateRecord`, or the chart of accounts' own
 * commands. A record resource's rows are written in batches (`writeRecordBatch`); a batch the
 * database refuses, and every row of the chart of accounts, run one by one through the commands,
 * each row in a savepoint of its own so a refused row leaves no trace and the rows after it still
 * run. A row finds the record it updates by the kind's natural key; a row that would change
 * nothing is not written at all, so importing a file twice is harmless. What each row created or
 * changed is kept with each batch (`keepChanges`), for an undo of the whole import.
 */
export async function importRows(run: ImportRun): Promise<ImportResult> {
  if (isPastDocumentKind(run.spec.kind)) return importPastDocuments(run, run.spec.kind);
  const result: ImportResult = { counts: { create: 0, update: 0, unchanged: 0, error: 0 }, errors: [], changes: [] };
  const headerOf = headersByField(run);
  const resource = run.spec.resource;
  if (!resource) {
    for await (const source of run.sheet.rows) {
      await importOneRow(run, source, [], result, headerOf);
      await run.progress?.(1);
    }
    await keepChanges(run, result);
    return result;
  }
  const references = new Map<string, string>();
  const update: UpdateRow = (id, record, planned) => updateRecordRow(run, resource, id, record, planned);
  let batch: { source: SheetRow; planned: PlannedRow }[] = [];
  let keys = new Set<string>();
  const flush = async () => {
    const rows = batch;
    [batch, keys] = [[], new Set()];
    if (rows.length === 0) return;
    const before = { counts: { ...result.counts }, changes: result.changes.length };
    await run.tx.execute('SAVEPOINT import_batch');
    try {
      await writeRecordBatch(run, resource, rows.map((r) => r.planned), update, result);
      await run.tx.execute('RELEASE SAVEPOINT import_batch');
    } catch (error) {
      if (!isRowRefusal(error)) throw error;
      await run.tx.execute('ROLLBACK TO SAVEPOINT import_batch');
      result.counts = before.counts;
      result.changes.length = before.changes;
      for (const { source, planned } of rows) await importOneRow(run, source, planned.changes, result, headerOf, references);
    }
    await keepChanges(run, result);
    await run.progress?.(rows.length);
  };
  for await (const source of run.sheet.rows) {
    const planned = await refusedAsRowErrors(source.row, result, headerOf, () => planRecordRow(run, resource, source, references));
    if (!planned) {
      await run.progress?.(1);
      continue;
    }
    const key = naturalKeyOf(run.spec.naturalKeys, planned.values);
    if (batch.length >= BATCH_ROWS || (key && keys.has(`${key.field}:${key.value}`))) await flush();
    batch.push({ source, planned });
    for (const tag of naturalKeyTags(run.spec.naturalKeys, planned.values)) keys.add(tag);
  }
  await flush();
  result.errors.sort((a, b) => a.row - b.row);
  return result;
}

/** One row through the commands in a savepoint of its own; `made` is what reading it created before (its new category). */
async function importOneRow(
  run: ImportRun,
  { row, cells }: SheetRow,
  made: readonly ImportChange[],
  result: ImportResult,
  headerOf: ReadonlyMap<string, string>,
  references?: Map<string, string>,
): Promise<void> {
  result.changes.push(...made);
  await run.tx.execute('SAVEPOINT import_row');
  const rowChanges: ImportChange[] = [];
  const outcome = await refusedAsRowErrors(row, result, headerOf, () => importRow(run, cells, rowChanges, references));
  if (outcome === null) {
    await run.tx.execute('ROLLBACK TO SAVEPOINT import_row');
    return;
  }
  await run.tx.execute('RELEASE SAVEPOINT import_row');
  result.counts[outcome] += 1;
  result.changes.push(...rowChanges);
}

/** What `work` answers, or null when it refused the row: its refusals are the row's errors. */
async function refusedAsRowErrors<T>(row: number, result: ImportResult, headerOf: ReadonlyMap<string, string>, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (!isDomainError(error)) throw error;
    result.counts.error += 1;
    const fields = Object.entries(error.details.errors ?? {});
    if (fields.length === 0) result.errors.push(wholeRowError(row, error));
    for (const [field, refusals] of fields) for (const refusal of refusals) result.errors.push(rowError(row, field, headerOf.get(field) ?? null, refusal));
    return null;
  }
}

/** A row read and validated as the record's form request, not yet written. */
async function planRecordRow(run: ImportRun, resource: RecordResource, { row, cells }: SheetRow, references: Map<string, string>): Promise<PlannedRow> {
  const changes: ImportChange[] = [];
  const given = await rowBody(run, cells, changes, references);
  const body = await validBody(recordRequestClass(resource), given);
  const { values, opening } = valid(resource, body);
  return { row, given, values, opening, changes };
}

async function importRow(run: ImportRun, cells: readonly string[], changes: ImportChange[], references?: Map<string, string>): Promise<ImportOutcome> {
  const given = await rowBody(run, cells, changes, references);
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
  return updateRecordRow(run, resource, existingId, record, { row: 0, given, values, opening, changes });
}

/** A known record takes the row's values through `UpdateRecord`, where they change it. */
async function updateRecordRow(run: ImportRun, resource: RecordResource, existingId: string, record: StoredRecord, planned: PlannedRow): Promise<ImportOutcome> {
  const { given, values, opening, changes } = planned;
  const imported = (field: string) => (field in opening ? opening[field] : values[field]);
  const changed = Object.keys(given).filter((field) => text(imported(field)) !== text(record[field]));
  if (changed.length === 0) return 'unchanged';
  // Fields the file has no column (or an empty cell) for keep what the record has.
  const kept = fieldValues(resource.fields, record);
  const updates = Object.fromEntries(resource.fields.filter((f) => f.name in given).map((f) => [f.name, values[f.name]]));
  await run.commands.execute(new UpdateRecord(run.me, resource, existingId, { ...kept, ...updates }, opening));
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
async function rowBody(run: ImportRun, cells: readonly string[], changes: ImportChange[], references?: Map<string, string>): Promise<Record<string, string>> {
  const body = rowCells(run, cells);
  for (const column of run.columns) {
    if (!column.reference || body[column.field] === undefined) continue;
    // Found or made once per name for the whole file, outside any row's savepoint.
    const name = `${column.reference.resource}:${body[column.field].toLowerCase()}`;
    const id = references?.get(name) ?? (await referenceId(run, column.reference, body[column.field], changes));
    references?.set(name, id);
    body[column.field] = id;
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
    `SELECT id FROM ${table} WHERE tenant_id = $1 AND deleted_at IS NULL AND natural_key(${key}) = natural_key($2) ORDER BY created_at LIMIT 1`,
    [tenantId, values[key]],
  );
  return row?.id ?? null;
}
