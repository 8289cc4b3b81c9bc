import type { RecordValues, SettingsDocument } from '@ginuma/domain';
import type { Tx } from '../database/database';

export type StoredSettings = Record<string, unknown> & { id: string };

/** The workspace's one row of a settings document, or null before its first save. */
export async function readSettings(tx: Tx, document: SettingsDocument, tenantId: string): Promise<StoredSettings | null> {
  const [row] = await tx.query(`SELECT ${columnsOf(document).join(', ')}, updated_at FROM ${document.table} WHERE tenant_id = $1`, [tenantId]);
  return row ? { id: document.name, ...row } : null;
}

/** Inserts the document's row on its first save, replaces its values after. */
export async function writeSettings(tx: Tx, document: SettingsDocument, tenantId: string, values: RecordValues): Promise<void> {
  const columns = columnsOf(document);
  // updated_at takes the column's default (now()) through excluded: Citus refuses a function that is
  // not IMMUTABLE in DO UPDATE SET on a distributed table.
  await tx.query(
    `INSERT INTO ${document.table} (tenant_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (tenant_id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = excluded.updated_at`,
    [tenantId, ...columns.map((c) => values[c])],
  );
}

function columnsOf(document: SettingsDocument): string[] {
  return document.fields.map((f) => f.name);
}
