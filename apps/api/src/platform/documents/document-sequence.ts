import { formatDocumentCode, type DocumentKind as SequenceKind } from '@ginuma/domain';
import type { Tx } from '../database/database';

/**
 * The next code of a kind for a workspace. The counter row stays locked until the
 * transaction ends, so concurrent creations queue, and a rollback returns the number:
 * codes have neither gaps nor duplicates.
 */
export async function allocateCode(tx: Tx, tenantId: string, kind: SequenceKind): Promise<string> {
  const [code] = await allocateCodes(tx, tenantId, kind, 1);
  return code;
}

/** The next `count` codes of a kind, in order, taken in one statement (as `allocateCode` takes one). */
export async function allocateCodes(tx: Tx, tenantId: string, kind: SequenceKind, count: number): Promise<string[]> {
  if (count === 0) return [];
  const [row] = await tx.query<{ last_value: string }>(
    `INSERT INTO document_sequences AS s (tenant_id, kind, last_value) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, kind) DO UPDATE SET last_value = s.last_value + $3
     RETURNING last_value::text`,
    [tenantId, kind, count],
  );
  const first = Number(row.last_value) - count + 1;
  return Array.from({ length: count }, (_, i) => formatDocumentCode(kind, first + i));
}

/** The code the next creation would get, without taking it (the editor shows it). */
export async function peekCode(tx: Tx, tenantId: string, kind: SequenceKind): Promise<string> {
  const [row] = await tx.query<{ last_value: string }>(
    `SELECT last_value::text FROM document_sequences WHERE tenant_id = $1 AND kind = $2`,
    [tenantId, kind],
  );
  return formatDocumentCode(kind, Number(row?.last_value ?? 0) + 1);
}
