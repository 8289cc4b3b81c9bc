import { randomUUID } from 'node:crypto';
import {
  isDomainError,
  openingBalanceDate,
  openingBalanceDecider,
  openingBalanceStream,
  openingHeld,
  toLedgerForm,
  type ImportOutcome,
  type RecordResource,
  type RecordValues,
} from '@ginuma/domain';
import { appendToStreams, lockDateOf, sqlErrorOf, type AppendToStream, type JsonValue } from '@ginuma/ledger';
import type { RequestedOpenings } from '../../platform/records/record-ledger';
import { setOpeningBalances } from '../../platform/records/record-ledger';
import { listResourceOf, nextCode, type StoredRecord } from '../../platform/records/record-store';
import { openingDateOf } from '../../platform/records/opening-balance-date';
import { eventMetadata } from '../../platform/http/request-context';
import type { ImportChange, ImportResult, ImportRun } from './import-run';

/** Rows decided and written together: one look-up of their natural keys, one INSERT, one append. */
export const BATCH_ROWS = 1000;

/** A row read and validated by the request a user's form sends, waiting for its batch to be written. */
export interface PlannedRow {
  row: number;
  given: Record<string, string>;
  values: RecordValues;
  opening: RequestedOpenings;
  /** What the row's read created first (a product's new category), kept before the row's own change. */
  changes: ImportChange[];
}

/** The field a row is found by (the first natural key it fills) and its value as compared, or null. */
export function naturalKeyOf(keys: readonly string[], values: Record<string, unknown>): { field: string; value: string } | null {
  const field = keys.find((key) => values[key] !== null && values[key] !== undefined);
  return field === undefined ? null : { field, value: String(values[field]).toLowerCase() };
}

/** Every natural key a row fills, as `field:value`: a later row of the batch found by one of them must wait for this one to be written. */
export function naturalKeyTags(keys: readonly string[], values: Record<string, unknown>): string[] {
  return keys.filter((key) => values[key] !== null && values[key] !== undefined).map((key) => `${key}:${String(values[key]).toLowerCase()}`);
}

/**
 * Writes a batch of validated rows as `CreateRecord` and `UpdateRecord` would write them one by
 * one: each row finds its record by its first natural key (one query per key field for the whole
 * batch), a new record is inserted with the others in one multi-row INSERT (codes numbered as
 * `nextCode` numbers them, in row order), its opening amounts decided by the record's own
 * opening-balance decider and appended for the whole batch in one `ledger_append_streams`; a
 * known record is updated only where the row changes it. The caller keeps rows of the batch from
 * naming each other's keys. A refusal of the database (a taken code) is thrown: the caller runs
 * the batch again row by row, where it is said of its row.
 */
export async function writeRecordBatch(run: ImportRun, resource: RecordResource, rows: readonly PlannedRow[], update: UpdateRow, result: ImportResult): Promise<void> {
  const existing = await findByNaturalKeys(run, resource, rows);
  const records = await recordsById(run, resource, [...new Set(existing.values())]);
  const creates = rows.filter((r) => !existing.has(r));
  const ids = new Map(creates.map((r) => [r, randomUUID()]));
  await numberCodes(run, resource, rows, existing);
  await insertRecords(run, resource, creates.map((r) => ({ id: ids.get(r)!, ...r.values })));
  await openRecords(run, resource, creates.map((r) => ({ id: ids.get(r)!, opening: r.opening })));
  for (const planned of rows) {
    const id = existing.get(planned);
    const outcome: ImportOutcome = id === undefined ? 'create' : await update(id, records.get(id)!, planned);
    result.counts[outcome] += 1;
    result.changes.push(...planned.changes);
    if (outcome === 'create') result.changes.push({ resource: resource.name, id: ids.get(planned)!, outcome: 'create' });
  }
}

/** How an existing record takes a row (the row-by-row import's own update): its outcome, its change pushed to `planned.changes`. */
export type UpdateRow = (id: string, record: StoredRecord, planned: PlannedRow) => Promise<ImportOutcome>;

/** The live record each row's first natural key names (the earliest made, as one row's look-up takes), case aside. */
async function findByNaturalKeys(run: ImportRun, resource: RecordResource, rows: readonly PlannedRow[]): Promise<Map<PlannedRow, string>> {
  const byField = new Map<string, PlannedRow[]>();
  for (const planned of rows) {
    const key = naturalKeyOf(run.spec.naturalKeys, planned.values);
    if (key) byField.set(key.field, [...(byField.get(key.field) ?? []), planned]);
  }
  const found = new Map<PlannedRow, string>();
  for (const [field, keyed] of byField) {
    const values = keyed.map((planned) => String(planned.values[field]));
    // One index look-up per value (natural_key is leakproof, so row-level security lets it use the index).
    const ids = await run.tx.query<{ i: number; id: string }>(
      `SELECT n.i::int AS i, t.id FROM unnest($2::text[]) WITH ORDINALITY AS n(value, i)
         JOIN LATERAL (SELECT id FROM ${resource.table}
                        WHERE tenant_id = $1 AND deleted_at IS NULL AND natural_key(${field}) = natural_key(n.value)
                        ORDER BY created_at LIMIT 1) t ON true`,
      [run.me.tenantId, values],
    );
    for (const { i, id } of ids) found.set(keyed[i - 1], id);
  }
  return found;
}

/** The records as `findRecord` reads them (fields and opening amounts), in one query. */
async function recordsById(run: ImportRun, resource: RecordResource, ids: readonly string[]): Promise<Map<string, StoredRecord>> {
  if (ids.length === 0) return new Map();
  const list = listResourceOf(resource);
  const rows = await run.tx.query<StoredRecord>(`SELECT ${list.select} FROM ${list.from} WHERE t.tenant_id = $1 AND t.id = ANY($2::uuid[])`, [run.me.tenantId, ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * New records without a code get the next ones, as `nextCode` gives each in turn: after the
 * highest code of the books and of the rows before it (a row's own code, created or updated).
 */
async function numberCodes(run: ImportRun, resource: RecordResource, rows: readonly PlannedRow[], existing: ReadonlyMap<PlannedRow, string>): Promise<void> {
  const auto = resource.autoCode;
  if (!auto) return;
  const numbered = new RegExp(`^${auto.prefix}(\\d+)$`);
  const numberOf = (code: unknown) => (typeof code === 'string' ? numbered.exec(code) : null);
  if (!rows.some((r) => !existing.has(r) && r.values[auto.field] === null)) return;
  let next = Number(numberOf(await nextCode(run.tx, resource, run.me.tenantId))![1]);
  for (const planned of rows) {
    const own = numberOf(planned.values[auto.field]);
    if (own) next = Math.max(next, Number(own[1]) + 1);
    else if (!existing.has(planned) && planned.values[auto.field] === null) {
      planned.values = { ...planned.values, [auto.field]: `${auto.prefix}${String(next).padStart(auto.digits, '0')}` };
      next += 1;
    }
  }
}

/** One INSERT for the batch's new records, each column read as its table's type (`jsonb_populate_recordset`). */
async function insertRecords(run: ImportRun, resource: RecordResource, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(rows[0]);
  await run.tx.execute(
    `INSERT INTO ${resource.table} (tenant_id, ${names.join(', ')})
     SELECT $1, ${names.map((n) => `r.${n}`).join(', ')} FROM jsonb_populate_recordset(NULL::${resource.table}, $2::jsonb) AS r RETURNING tenant_id`,
    [run.me.tenantId, JSON.stringify(rows)],
  );
}

/**
 * The new records' opening amounts, dated the workspace's opening date. An amount held in a
 * money account or in stock (a bank account's, a product's) is decided on its lowest balance and
 * a product's on its price, so those go through `setOpeningBalances` one record at a time as on
 * their form; a customer's or supplier's depends on nothing else, so its new stream is decided
 * from the empty state by the same decider and every stream is appended at once.
 */
async function openRecords(run: ImportRun, resource: RecordResource, created: readonly { id: string; opening: RequestedOpenings }[]): Promise<void> {
  const rules = resource.openingBalances ?? [];
  const opened = created.filter((r) => Object.values(r.opening).some((amount) => amount !== undefined && amount !== null));
  if (rules.length === 0 || opened.length === 0) return;
  if ((resource.openingValues ?? []).length > 0 || rules.some((rule) => openingHeld(rule, opened[0].id) !== null)) {
    for (const { id, opening } of opened) await setOpeningBalances(run.tx, resource, run.me, id, opening);
    return;
  }
  const lockDate = await lockDateOf(run.tx, run.me.tenantId);
  const date = openingBalanceDate({ openingDate: await openingDateOf(run.tx, run.me.tenantId), lockDate });
  const metadata = eventMetadata(run.me);
  const now = new Date();
  const streams = opened.flatMap(({ id, opening }): AppendToStream[] => {
    const record = { kind: resource.singular, id };
    const decider = openingBalanceDecider(record, rules);
    const before = decider.initialState();
    const events = decider.decide({ type: 'SetOpeningBalances', data: { requested: opening, lowest: {}, unitPrices: {}, date } }, before, now);
    if (events.length === 0) return [];
    const { stored } = toLedgerForm(decider, events, before);
    return [{ tenantId: run.me.tenantId, stream: openingBalanceStream(record), expectedVersion: 0, events: stored.map((e) => ({ ...e, payload: e.payload as JsonValue })), metadata }];
  });
  await appendToStreams(run.tx, streams, { checkPeriodLock: true });
}

/** A refusal a batch meets that one of its rows would meet alone: the rows then run one by one, where it is said of its row. */
export function isRowRefusal(error: unknown): boolean {
  return isDomainError(error) || (sqlErrorOf(error).code ?? '').startsWith('23');
}
