import type { Tx } from '../database/database';

/** Kinds the `document_attachments` table accepts (its CHECK constraint). */
export type AttachmentKind = 'invoice' | 'voucher' | 'journal' | 'bill';

export type StoredFile = { filename: string; content_type: string; content: Buffer };

/**
 * The filename of a document's attachment, for its view (`attachment` in the JSON). `tenant` is the
 * statement's tenant parameter, not the row's column: Citus refuses a read whose subqueries name
 * the row's tenant beside others that name the parameter, and sends one alone to every shard.
 */
export function attachmentNameSql(kind: AttachmentKind, tenant: string, record: string): string {
  return `(SELECT a.filename FROM document_attachments a WHERE a.tenant_id = ${tenant} AND a.kind = '${kind}' AND a.record_id = ${record})`;
}

/** A document deleted for good takes its file with it. */
export async function dropAttachment(tx: Tx, tenantId: string, kind: AttachmentKind, id: string): Promise<number> {
  return tx.execute(`DELETE FROM document_attachments WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`, [tenantId, kind, id]);
}

/** A document has one file: a new one replaces it. */
export async function storeAttachment(tx: Tx, tenantId: string, kind: AttachmentKind, id: string, file: StoredFile): Promise<void> {
  await tx.query(
    `INSERT INTO document_attachments (tenant_id, kind, record_id, filename, content_type, content) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id, kind, record_id) DO UPDATE SET filename = EXCLUDED.filename, content_type = EXCLUDED.content_type,
       content = EXCLUDED.content, created_at = now()`,
    [tenantId, kind, id, file.filename, file.content_type, file.content],
  );
}

export async function readAttachment(tx: Tx, tenantId: string, kind: AttachmentKind, id: string): Promise<StoredFile | null> {
  const [row] = await tx.query<StoredFile>(
    `SELECT filename, content_type, content FROM document_attachments WHERE tenant_id = $1 AND kind = $2 AND record_id = $3`,
    [tenantId, kind, id],
  );
  return row ?? null;
}
