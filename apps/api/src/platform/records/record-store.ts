import type { RecordResource, RecordValues } from '@ginuma/domain';
import type { Tx } from '../database/database';
import { violatedConstraint } from '../database/sql';
import { recordsRefusal, validationRefusal } from '@ginuma/domain';
import { invalid, notFound } from '../http/app-errors';
import type { ListResource } from '../listing/list-resource';
import { ledgerColumns, ledgerSorts, streamOf } from './record-ledger';

export type StoredRecord = Record<string, unknown> & { id: string };

const SYSTEM_COLUMNS = ['id', 'status', 'created_at', 'updated_at', 'deleted_at'];

/** Columns some tables have beyond their fields, kept by routes of their own. */
const TEMPLATE_COLUMNS = [{ name: 'has_logo', label: 'logo', sql: 't.logo IS NOT NULL' }];
export const EXTRA_COLUMNS: Record<string, { name: string; label: string; sql: string }[]> = {
  'invoice-templates': TEMPLATE_COLUMNS,
  'quotation-templates': TEMPLATE_COLUMNS,
};

function derivedColumns(resource: RecordResource): { name: string; sql: string }[] {
  const aliases = Object.entries(resource.aliases ?? {}).map(([name, field]) => ({ name, sql: `t.${field}` }));
  return [...ledgerColumns(resource), ...(EXTRA_COLUMNS[resource.name] ?? []), ...aliases];
}

function columnsOf(resource: RecordResource): string[] {
  return [...SYSTEM_COLUMNS, ...resource.fields.map((f) => f.name)];
}

/** The row's columns and its ledger figures, over `FROM <table> t`. */
function selectList(resource: RecordResource): string {
  return [...columnsOf(resource).map((c) => `t.${c}`), ...derivedColumns(resource).map((c) => `${c.sql} AS ${c.name}`)].join(', ');
}

/** How the shared list query reads a record resource. */
export function listResourceOf(resource: RecordResource): ListResource {
  const openings = new Map(ledgerColumns(resource).map((c) => [c.name, c.sql]));
  const sorts = new Map(ledgerSorts(resource).map((s) => [s.name, s]));
  const extra = new Map((EXTRA_COLUMNS[resource.name] ?? []).map((c) => [c.name, c.sql]));
  const fields = [...resource.listFields, 'created_at', 'updated_at', ...(resource.hasStatus ? ['status'] : [])];
  // Opening amounts are decimal strings: sort by their value.
  const sortable = Object.fromEntries(
    fields.map((f) => [f, sorts.get(f)?.sql ?? (openings.has(f) ? `(${openings.get(f)})::numeric` : (extra.get(f) ?? `t.${f}`))]),
  );
  const required = new Set(resource.fields.filter((f) => f.required).map((f) => f.name));
  return {
    name: resource.name,
    from: `${resource.table} t`,
    select: selectList(resource),
    sortable,
    notNull: fields.filter((f) => ['created_at', 'updated_at', 'status'].includes(f) || required.has(f) || sorts.has(f)),
    sortJoins: Object.fromEntries([...sorts.values()].map((s) => [s.name, s.join])),
    defaultSort: resource.defaultSort,
    searchable: resource.searchable.map((f) => `t.${f}`),
    searchTable: resource.table,
    dateColumn: 't.created_at',
    statusColumn: resource.hasStatus ? 't.status' : undefined,
    deletedColumn: resource.softDelete ? 't.deleted_at' : undefined,
    references: Object.fromEntries(resource.fields.filter((f) => f.rule?.type === 'reference').map((f) => [f.name, `t.${f.name}`])),
  };
}

export async function findRecord(tx: Tx, resource: RecordResource, tenantId: string, id: string): Promise<StoredRecord> {
  const [row] = await tx.query<StoredRecord>(
    `SELECT ${selectList(resource)} FROM ${resource.table} t WHERE t.tenant_id = $1 AND t.id = $2`,
    [tenantId, id],
  );
  if (!row) throw notFound();
  return row;
}

export async function insertRecord(tx: Tx, resource: RecordResource, tenantId: string, values: RecordValues): Promise<StoredRecord> {
  const names = Object.keys(values);
  const [row] = await explainConstraint(resource, () =>
    tx.query<StoredRecord>(
      `INSERT INTO ${resource.table} (tenant_id, ${names.join(', ')})
       VALUES ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
      [tenantId, ...names.map((n) => values[n])],
    ),
  );
  return findRecord(tx, resource, tenantId, row.id);
}

/** Changes a live record; `changes` may be field values or `status`. Deleted records are not found. */
export async function updateRecord(
  tx: Tx,
  resource: RecordResource,
  tenantId: string,
  id: string,
  changes: Record<string, unknown>,
): Promise<StoredRecord> {
  const names = Object.keys(changes);
  const [row] = await explainConstraint(resource, () =>
    tx.query<StoredRecord>(
      `UPDATE ${resource.table} SET ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, updated_at = now()
        WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
      [tenantId, id, ...names.map((n) => changes[n])],
    ),
  );
  if (!row) throw notFound();
  return findRecord(tx, resource, tenantId, id);
}

export async function setDeleted(tx: Tx, resource: RecordResource, tenantId: string, id: string, deleted: boolean): Promise<StoredRecord> {
  const [row] = await explainConstraint(resource, () =>
    tx.query<StoredRecord>(
      `UPDATE ${resource.table} SET deleted_at = ${deleted ? 'now()' : 'NULL'}
        WHERE tenant_id = $1 AND id = $2 AND deleted_at IS ${deleted ? '' : 'NOT '}NULL RETURNING id`,
      [tenantId, id],
    ),
  );
  if (!row) throw notFound();
  return findRecord(tx, resource, tenantId, id);
}

/**
 * Only a record already in the deleted list can be deleted for good, and only while the
 * ledger has nothing of it: its events are immutable, so the record they name must stay.
 */
export async function purgeRecord(tx: Tx, resource: RecordResource, tenantId: string, id: string): Promise<StoredRecord> {
  const record = await findRecord(tx, resource, tenantId, id);
  const [used] = await tx.query(`SELECT 1 FROM ledger_event WHERE tenant_id = $1 AND stream = $2 LIMIT 1`, [tenantId, streamOf(resource, id)]);
  if (used) throw recordsRefusal('in-use');
  const [row] = await explainConstraint(resource, () =>
    tx.query<StoredRecord>(
      `DELETE FROM ${resource.table} WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL RETURNING id`,
      [tenantId, id],
    ),
  );
  if (!row) throw notFound();
  return record;
}

/**
 * Turns the database's refusals into what the user did wrong: a taken name (422), a
 * reference to a record this workspace does not have (422), or a record still in use (409).
 */
async function explainConstraint<T>(resource: RecordResource, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code } = error as { code?: string };
    const constraint = violatedConstraint(error);
    const taken = resource.fields.find((f) => constraint === `${resource.table}_${f.name}_key`);
    if (code === '23505' && taken) throw invalid(taken.name, recordsRefusal.field('taken', { label: taken.label }));
    if (code === '23503') {
      const field = resource.fields.find((f) => f.rule.type === 'reference' && constraint === `${resource.table}_${f.name}_fkey`);
      if (field) throw invalid(field.name, validationRefusal.field('choice', { label: field.label }));
      throw recordsRefusal('in-use');
    }
    throw error;
  }
}

/** The next free `<prefix><number>` code, zero-padded: P0001, P0002… */
export async function nextCode(tx: Tx, resource: RecordResource, tenantId: string): Promise<string | null> {
  const auto = resource.autoCode;
  if (!auto) return null;
  const [row] = await tx.query<{ last: string | null }>(
    `SELECT max(substring(${auto.field} FROM $2)::bigint)::text AS last FROM ${resource.table}
      WHERE tenant_id = $1 AND ${auto.field} ~ $3`,
    [tenantId, `^${auto.prefix}(\\d+)$`, `^${auto.prefix}\\d+$`],
  );
  return `${auto.prefix}${String(Number(row?.last ?? 0) + 1).padStart(auto.digits, '0')}`;
}
