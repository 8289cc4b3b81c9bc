import type { RecordResource } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/** The template documents are made with: the default, else the oldest live active one. */
export async function activeTemplateId(tx: Tx, resource: RecordResource, tenantId: string): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM ${resource.table} WHERE tenant_id = $1 AND deleted_at IS NULL AND status = 1
      ORDER BY is_default DESC, created_at LIMIT 1`,
    [tenantId],
  );
  return row?.id ?? null;
}

export async function templateLogo(tx: Tx, resource: RecordResource, tenantId: string, id: string): Promise<{ logo: Buffer; type: string } | null> {
  const [row] = await tx.query<{ logo: Buffer | null; logo_type: string | null }>(
    `SELECT logo, logo_type FROM ${resource.table} WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row?.logo && row.logo_type ? { logo: row.logo, type: row.logo_type } : null;
}

/** The flag moves by the table's trigger, which takes it from the previous default. */
export async function markDefault(tx: Tx, resource: RecordResource, tenantId: string, id: string): Promise<void> {
  await tx.query(`UPDATE ${resource.table} SET is_default = true WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
}

/** Sets (or, with null, clears) a live template's logo; false when there was none to change. */
export async function writeLogo(tx: Tx, resource: RecordResource, tenantId: string, id: string, logo: { content: Buffer; type: string } | null): Promise<boolean> {
  const changed = logo
    ? await tx.execute(
        `UPDATE ${resource.table} SET logo = $3, logo_type = $4, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL`,
        [tenantId, id, logo.content, logo.type],
      )
    : await tx.execute(
        `UPDATE ${resource.table} SET logo = NULL, logo_type = NULL, updated_at = now() WHERE tenant_id = $1 AND id = $2 AND logo IS NOT NULL`,
        [tenantId, id],
      );
  return changed > 0;
}
