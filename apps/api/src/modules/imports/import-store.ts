import { notFound } from '../../platform/http/app-errors';
import type { Tx } from '../../platform/database/database';
import { headerKey, type ImportKind, type ImportView, type TrialBalanceReport } from '@ginuma/domain';
import type { CellFormats } from './cell-values';
import type { ImportResult } from './import-run';
import type { ImportChange } from './import-run';
import type { Sheet } from './read-sheet';

/** An import as stored: its view, and the file's headers and formats the commit reads again. */
export interface StoredImport extends Omit<ImportView, 'rows'> {
  headers: string[];
  row_count: number;
  formats: CellFormats;
}

/**
 * What only some readers need, read only for them (a large file's are large): the file's rows
 * (the commit, the errors sheet) and what the commit did (the undo).
 */
export interface ImportParts {
  rows: Sheet['rows'];
  changes: ImportChange[];
}

const COLUMNS = `id, kind, file_name, mapping, headers, row_count, formats, counts, errors, trial_balance,
  created_at, committed_at, undone_at,
  CASE WHEN undone_at IS NOT NULL THEN 'undone' WHEN committed_at IS NOT NULL THEN 'committed' ELSE 'previewed' END AS status`;

export async function findImport<P extends keyof ImportParts = never>(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean; with?: readonly P[] } = {},
): Promise<StoredImport & Pick<ImportParts, P>> {
  const parts = (options.with ?? []).map((part) => `, ${part}`).join('');
  const [row] = await tx.query<StoredImport & Pick<ImportParts, P>>(
    `SELECT ${COLUMNS}${parts} FROM imports WHERE tenant_id = $1 AND id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

export function importView(stored: StoredImport): ImportView {
  const { id, kind, file_name, status, mapping, row_count, counts, errors, trial_balance, created_at, committed_at, undone_at } = stored;
  return { id, kind, file_name, status, mapping, rows: row_count, counts, errors, trial_balance, created_at, committed_at, undone_at };
}

export async function insertImport(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  file: { kind: ImportKind; name: string; sheet: Sheet; mapping: Record<string, string | null>; formats: CellFormats },
  result: ImportResult,
  trialBalance: TrialBalanceReport | null,
): Promise<StoredImport> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO imports (tenant_id, kind, file_name, mapping, headers, formats, rows, row_count, counts, errors, trial_balance, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      tenantId,
      file.kind,
      file.name.slice(0, 255),
      JSON.stringify(file.mapping),
      JSON.stringify(file.sheet.headers),
      JSON.stringify(file.formats),
      JSON.stringify(file.sheet.rows),
      file.sheet.rows.length,
      JSON.stringify(result.counts),
      JSON.stringify(result.errors),
      trialBalance === null ? null : JSON.stringify(trialBalance),
      userId,
    ],
  );
  return findImport(tx, tenantId, row.id);
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
