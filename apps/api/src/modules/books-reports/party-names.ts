import { isId } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';

/** Where each kind of party (`customer:<id>` …) keeps its name; a party's id is its row's id. */
const PARTY_TABLES: Readonly<Record<string, { table: string; column: string }>> = {
  customer: { table: 'customers', column: 'name' },
  supplier: { table: 'suppliers', column: 'name' },
  product: { table: 'products', column: 'name' },
  tax: { table: 'taxes', column: 'name' },
  'expense-category': { table: 'expense_categories', column: 'name' },
  parameter: { table: 'invoice_parameters', column: 'name' },
  income: { table: 'cash_transactions', column: 'code' },
};

function split(party: string): { kind: string; id: string } | null {
  const at = party.indexOf(':');
  if (at < 0) return null;
  const kind = party.slice(0, at);
  const id = party.slice(at + 1);
  return PARTY_TABLES[kind] && isId(id) ? { kind, id: id.toLowerCase() } : null;
}

/** The names of parties of this workspace (one query per kind present); unknown parties are absent. */
export async function partyNames(tx: Tx, tenantId: string, parties: Iterable<string | null>): Promise<Map<string, string>> {
  const byKind = new Map<string, Set<string>>();
  for (const party of parties) {
    const parsed = party ? split(party) : null;
    if (!parsed) continue;
    byKind.set(parsed.kind, (byKind.get(parsed.kind) ?? new Set()).add(parsed.id));
  }
  const names = new Map<string, string>();
  for (const [kind, ids] of byKind) {
    const source = PARTY_TABLES[kind];
    if (!source) continue;
    const rows = await tx.query<{ id: string; name: string }>(
      `SELECT id::text AS id, ${source.column} AS name FROM ${source.table} WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
      [tenantId, [...ids]],
    );
    for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
  }
  return names;
}

/** Whether a party names a row of this workspace (another workspace's id, or none, is unknown). */
export async function partyExists(tx: Tx, tenantId: string, party: string): Promise<boolean> {
  const parsed = split(party);
  if (!parsed) return false;
  return (await partyNames(tx, tenantId, [`${parsed.kind}:${parsed.id}`])).size > 0;
}
