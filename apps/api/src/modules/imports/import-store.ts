import { notFound } from '../../platform/http/app-errors';
import type { Tx } from '../../platform/database/database';
import { headerKey, importsRefusal, type ImportKind, type ImportProgress, type ImportStage, type ImportStop, type ImportView, type TrialBalanceReport } from '@ginuma/domain';
import type { CellFormats } from './cell-values';
import type { ImportChange, ImportResult, ImportRun } from './import-run';
import type { Sheet, SheetRow } from './read-sheet';

/** An import as stored: its view, and the file's headers and formats the commit reads again. */
export interface StoredImport extends Omit<ImportView, 'rows' | 'progress'> {
  headers: string[];
  row_count: number;
  formats: CellFormats;
}

/** How many of a file's rows are written, and read back, at a time. */
const PAGE_ROWS = 1000;

const COLUMNS = `id, kind, file_name, mapping, headers, row_count, formats, counts, errors, trial_balance,
  created_at, committed_at, undone_at,
  CASE WHEN undone_at IS NOT NULL THEN 'undone' WHEN committed_at IS NOT NULL THEN 'committed'
       WHEN run_state = 'running' THEN CASE run_kind WHEN 'preview' THEN 'previewing' ELSE 'committing' END
       WHEN run_kind = 'preview' THEN run_state ELSE 'previewed' END AS status,
  CASE WHEN run_state IN ('cancelled', 'failed') THEN run_state END AS stopped`;

/**
 * `lock` takes the import for this transaction, and refuses it while a run holds it (a running
 * preview or commit keeps its import locked until it ends) rather than waiting for the run.
 */
export async function findImport(tx: Tx, tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<StoredImport> {
  const [row] = await tx.query<StoredImport>(
    `SELECT ${COLUMNS} FROM imports WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE SKIP LOCKED' : ''}`,
    [tenantId, id],
  );
  if (row) return row;
  if (!options.lock) throw notFound();
  await findImport(tx, tenantId, id);
  throw importsRefusal('running');
}

export function importView(stored: StoredImport, progress: ImportProgress | null = null): ImportView {
  const { id, kind, file_name, status, stopped, mapping, row_count, counts, errors, trial_balance, created_at, committed_at, undone_at } = stored;
  return { id, kind, file_name, status, stopped, progress, mapping, rows: row_count, counts, errors, trial_balance, created_at, committed_at, undone_at };
}

/** A run of the import begins: it shows as running until `finishRun` or `stopRun`. */
export async function startRun(tx: Tx, tenantId: string, id: string, stage: ImportStage): Promise<void> {
  await tx.execute(`UPDATE imports SET run_kind = $3, run_state = 'running', run_at = now() WHERE tenant_id = $1 AND id = $2`, [tenantId, id, stage]);
}

/** The run's first statement: it holds the import until its transaction ends, which tells other servers it is alive. */
export async function holdImport(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.query(`SELECT 1 FROM imports WHERE tenant_id = $1 AND id = $2 FOR UPDATE`, [tenantId, id]);
}

/** The run reached its end, in the run's own transaction. */
export async function finishRun(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx.execute(`UPDATE imports SET run_kind = NULL, run_state = NULL, run_at = NULL WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
}

/**
 * A run stopped short, after its transaction rolled back: a commit leaves the import previewed (it
 * can be imported again), a preview leaves nothing to import, so its file's rows go. `abandoned`
 * stops it only if no transaction holds the import (its run's would until its end) and it began
 * over a minute ago, long past the moment between the request that started it and its run taking
 * the import: the run's server stopped, or the run failed and could not say so.
 */
export async function stopRun(tx: Tx, tenantId: string, id: string, reason: ImportStop, abandoned = false): Promise<void> {
  const unheld = `AND run_at < now() - interval '1 minute' AND id IN (SELECT id FROM imports WHERE tenant_id = $1 AND id = $2 FOR UPDATE SKIP LOCKED)`;
  await tx.execute(
    `WITH stopped AS (
       UPDATE imports SET run_state = $3 WHERE tenant_id = $1 AND id = $2 AND run_state = 'running' ${abandoned ? unheld : ''} RETURNING id, run_kind)
     DELETE FROM import_rows WHERE tenant_id = $1 AND import_id IN (SELECT id FROM stopped WHERE run_kind = 'preview')`,
    [tenantId, id, reason],
  );
}

/**
 * A new import of a file: its rows are written to `import_rows` a page at a time as they are
 * read, and its outcome is set by `recordOutcome` once they have run.
 */
export async function insertImport(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  file: { kind: ImportKind; name: string; sheet: Sheet; mapping: Record<string, string | null>; formats: CellFormats },
): Promise<string> {
  const [{ id }] = await tx.query<{ id: string }>(
    `INSERT INTO imports (tenant_id, kind, file_name, mapping, headers, formats, row_count, counts, errors, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, 0, '{}', '[]', $7) RETURNING id`,
    [tenantId, file.kind, file.name.slice(0, 255), JSON.stringify(file.mapping), JSON.stringify(file.sheet.headers), JSON.stringify(file.formats), userId],
  );
  let page: SheetRow[] = [];
  let count = 0;
  const write = async () => {
    if (page.length === 0) return;
    await tx.execute(
      `INSERT INTO import_rows (tenant_id, import_id, row, cells) SELECT $1, $2, r.row, r.cells FROM jsonb_to_recordset($3::jsonb) AS r(row integer, cells jsonb) RETURNING import_id`,
      [tenantId, id, JSON.stringify(page)],
    );
    count += page.length;
    page = [];
  };
  for await (const row of file.sheet.rows) {
    page.push(row);
    if (page.length >= PAGE_ROWS) await write();
  }
  await write();
  await tx.execute(`UPDATE imports SET row_count = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, count]);
  return id;
}

/** What a preview found: each outcome's count, the rows' errors and the trial balance it would leave. */
export async function recordOutcome(tx: Tx, tenantId: string, id: string, result: ImportResult, trialBalance: TrialBalanceReport | null): Promise<StoredImport> {
  await tx.execute(`UPDATE imports SET counts = $3, errors = $4, trial_balance = $5 WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    id,
    JSON.stringify(result.counts),
    JSON.stringify(result.errors),
    trialBalance === null ? null : JSON.stringify(trialBalance),
  ]);
  return findImport(tx, tenantId, id);
}

/** An import's stored file as the sheet a run reads: its rows in order, or those of some row numbers. */
export interface StoredSheet extends Sheet {
  rowsNumbered(rows: readonly number[]): AsyncIterable<SheetRow>;
}

export function storedSheet(tx: Tx, tenantId: string, stored: Pick<StoredImport, 'id' | 'headers'>): StoredSheet {
  return { headers: stored.headers, rows: storedRows(tx, tenantId, stored.id), rowsNumbered: (rows) => storedRows(tx, tenantId, stored.id, rows) };
}

/**
 * An import's file rows in their order, read a page at a time each time they are iterated;
 * `only` keeps the rows of those numbers (the refused ones of the errors sheet, a batch of past documents' lines).
 */
export function storedRows(tx: Tx, tenantId: string, id: string, only?: readonly number[]): AsyncIterable<SheetRow> {
  return {
    async *[Symbol.asyncIterator]() {
      if (only?.length === 0) return;
      // `only`'s pages start at its first row and end at its last: the numbers filter a range of the
      // key, so from the file's first row each batch of past documents would read past every row
      // before its own, and up to the file's last (a page it does not fill) every row after it.
      const last = only?.reduce((max, row) => Math.max(max, row), -Infinity);
      for (let after = only ? only.reduce((first, row) => Math.min(first, row), Infinity) - 1 : 0; ; ) {
        const page = await tx.query<SheetRow>(
          `SELECT row, cells FROM import_rows WHERE tenant_id = $1 AND import_id = $2 AND row > $3 ${only ? 'AND row <= $6 AND row = ANY($5::integer[])' : ''}
            ORDER BY row LIMIT $4`,
          only ? [tenantId, id, after, PAGE_ROWS, only, last] : [tenantId, id, after, PAGE_ROWS],
        );
        yield* page;
        if (page.length < PAGE_ROWS) return;
        after = page[page.length - 1].row;
      }
    },
  };
}

/** Which field each header a user mapped by hand fills, per kind: the next file of that kind maps the same. */
export async function rememberedMapping(tx: Tx, tenantId: string, kind: ImportKind): Promise<Record<string, string>> {
  const rows = await tx.query<{ header: string; field: string }>(`SELECT header, field FROM import_mappings WHERE tenant_id = $1 AND kind = $2`, [tenantId, kind]);
  return Object.fromEntries(rows.map((r) => [r.header, r.field]));
}

export async function rememberMapping(tx: Tx, tenantId: string, kind: ImportKind, mapping: Readonly<Record<string, string | null>>): Promise<void> {
  const chosen = Object.entries(mapping).flatMap(([header, field]) => (field ? [{ header: headerKey(header), field }] : []));
  if (chosen.length === 0) return;
  await tx.execute(
    `INSERT INTO import_mappings (tenant_id, kind, header, field)
     SELECT $1, $2, m.header, m.field FROM jsonb_to_recordset($3::jsonb) AS m(header text, field text)
     ON CONFLICT (tenant_id, kind, header) DO UPDATE SET field = EXCLUDED.field`,
    [tenantId, kind, JSON.stringify(chosen)],
  );
}

/**
 * What the rows that ran since the last call did, written after what was kept before when the run
 * is a commit (for its undo); a preview keeps nothing. Either way the list is emptied, so a large
 * import holds no more than a batch's changes.
 */
export async function keepChanges(run: ImportRun, result: ImportResult): Promise<void> {
  const changes = result.changes.splice(0);
  if (run.keepChangesOf === undefined || changes.length === 0) return;
  await run.tx.execute(
    `INSERT INTO import_changes (tenant_id, import_id, seq, change)
     SELECT $1, $2, coalesce((SELECT max(seq) FROM import_changes WHERE tenant_id = $1 AND import_id = $2), 0) + c.seq, c.change
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS c(change, seq) RETURNING seq`,
    [run.me.tenantId, run.keepChangesOf, JSON.stringify(changes)],
  );
}

/** What a committed import did, last change first, a page at a time each time they are iterated. */
export function keptChanges(tx: Tx, tenantId: string, id: string): AsyncIterable<ImportChange[]> {
  return {
    async *[Symbol.asyncIterator]() {
      for (let before = 2 ** 31 - 1; ; ) {
        const page = await tx.query<{ seq: number; change: ImportChange }>(
          `SELECT seq, change FROM import_changes WHERE tenant_id = $1 AND import_id = $2 AND seq < $3 ORDER BY seq DESC LIMIT $4`,
          [tenantId, id, before, PAGE_ROWS],
        );
        if (page.length > 0) yield page.map((r) => r.change);
        if (page.length < PAGE_ROWS) return;
        before = page[page.length - 1].seq;
      }
    },
  };
}
