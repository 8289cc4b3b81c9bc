import { accountFor, partyOf, type RecordResource } from '@ginuma/domain';
import type { Tx } from '../../platform/database/database';
import { streamOf } from '../../platform/records/record-ledger';

export interface CreatedRecord {
  resource: RecordResource;
  id: string;
}

/** The ledger keys a record is named by: it as a party or a commodity, and its own accounts (`bank:<id>`). */
function ledgerKeys({ resource, id }: CreatedRecord): string[] {
  const templates = [
    ...(resource.openingBalances ?? []).flatMap((rule) => [rule.debit.account, rule.credit.account]),
    ...(resource.ledgerFigures ?? []).map((figure) => figure.account),
  ].filter((account) => account.includes('{id}'));
  return [partyOf(resource.singular, id), ...templates.map((template) => accountFor(template, id))];
}

/**
 * The first of the records an import created that something made since depends on, or null;
 * `pages` gives them a page at a time, last created first. Two things tell: a posting that names
 * the record from any stream but its own (its own holds only its opening amounts), so a confirmed
 * invoice, receipt or stock movement; and a row that refers to it (a draft invoice for the
 * customer, a bill of the supplier), found by deleting the records for real inside a savepoint
 * that is rolled back: the database's foreign keys know every table that refers to them. They are
 * deleted in the order given, all pages in the one savepoint, so a category the same import
 * created for its products does not count as used by them.
 */
export async function firstDependedOn(tx: Tx, tenantId: string, pages: AsyncIterable<readonly CreatedRecord[]>): Promise<CreatedRecord | null> {
  await tx.execute('SAVEPOINT import_dependents');
  try {
    for await (const created of pages) {
      const used = (await postedAgainst(tx, tenantId, created)) ?? (await referredTo(tx, tenantId, created));
      if (used) return used;
    }
    return null;
  } finally {
    await tx.execute('ROLLBACK TO SAVEPOINT import_dependents');
  }
}

/** The first of `created` a posting of another stream names. */
async function postedAgainst(tx: Tx, tenantId: string, created: readonly CreatedRecord[]): Promise<CreatedRecord | null> {
  if (created.length === 0) return null;
  const owners = new Map(created.flatMap((record) => ledgerKeys(record).map((key) => [key, record] as const)));
  const [posted] = await tx.query<{ party: string | null; commodity: string | null; account: string }>(
    `SELECT p.party, p.commodity, p.account FROM ledger_posting p
       JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
      WHERE p.tenant_id = $1 AND (p.party = ANY($2) OR p.commodity = ANY($2) OR p.account = ANY($2)) AND e.stream <> ALL($3)
      LIMIT 1`,
    [tenantId, [...owners.keys()], created.map((record) => streamOf(record.resource, record.id))],
  );
  if (!posted) return null;
  return owners.get(posted.party ?? '') ?? owners.get(posted.commodity ?? '') ?? owners.get(posted.account) ?? null;
}

/** The first of `created` a row refers to, deleting them in order (the caller's savepoint takes the deletes and the failed one back). */
async function referredTo(tx: Tx, tenantId: string, created: readonly CreatedRecord[]): Promise<CreatedRecord | null> {
  for (const record of created) {
    try {
      await tx.execute(`DELETE FROM ${record.resource.table} WHERE tenant_id = $1 AND id = $2`, [tenantId, record.id]);
    } catch (error) {
      if ((error as { code?: string }).code !== '23503') throw error;
      return record;
    }
  }
  return null;
}
