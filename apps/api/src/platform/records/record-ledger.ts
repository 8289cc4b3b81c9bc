import {
  accountFor,
  calendarDateIn,
  OPENING_BALANCE_SET,
  openingBalanceDate,
  openingBalanceDecider,
  openingBalanceStream,
  partyOf,
  type FieldSpec,
  type LedgerFigure,
  type OpeningBalanceRule,
  type RecordResource,
} from '@ginuma/domain';
import { balanceOfSql, handleCommand, lockDateOf } from '@ginuma/ledger';
import type { Tx } from '../database/database';
import type { Principal } from '../auth/principal';
import { commandTarget } from '../http/request-context';

/** A record's own stream: `customer-<id>`. */
export function streamOf(resource: RecordResource, id: string): string {
  return openingBalanceStream({ kind: resource.singular, id });
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * `prefix || t.id` through the LEAKPROOF `record_key` (migration 1732241900000): under
 * row-level security a plain concatenation may not be an index condition, and every ledger
 * figure of a list row became a scan of the tenant's ledger.
 */
const keyOf = (prefix: string) => `record_key(${literal(prefix)}, t.id)`;

/** Where the record's id goes in a figure's ledger key: account `bank:{id}`, party or commodity. */
function figureKey(resource: RecordResource, figure: LedgerFigure) {
  const ownId = keyOf(`${resource.singular}:`);
  const [prefix, suffix] = figure.account.split('{id}');
  const account = suffix === undefined ? { sql: literal(figure.account), own: false } : { sql: suffix ? `replace(${literal(figure.account)}, '{id}', t.id::text)` : keyOf(prefix), own: true };
  return {
    account,
    party: figure.ownParty ? ownId : "''",
    commodity: figure.measure === 'quantity' ? ownId : undefined,
  };
}

/** SQL expressions (over `t`) for the resource's ledger figures and current opening amounts. */
export function ledgerColumns(resource: RecordResource): { name: string; sql: string }[] {
  const figures = (resource.ledgerFigures ?? []).map((figure) => {
    const key = figureKey(resource, figure);
    const sql = balanceOfSql({ tenantSql: 't.tenant_id', accountSql: key.account.sql, partySql: key.party, normal: figure.normal, commoditySql: key.commodity });
    return { name: figure.name, sql };
  });
  const openings = [...(resource.openingBalances ?? []), ...(resource.openingValues ?? [])].map((rule) => ({
    name: rule.field,
    sql: `coalesce((SELECT e.payload->'amounts'->>${literal(rule.field)} FROM ledger_event e
        WHERE e.tenant_id = t.tenant_id AND e.stream = ${keyOf(`${resource.singular}-`)}
          AND e.type = ${literal(OPENING_BALANCE_SET)} ORDER BY e.stream_version DESC LIMIT 1), ${literal(rule.measure === 'quantity' ? '0.000' : '0.00')})`,
  }));
  return [...figures, ...openings];
}

/**
 * Sorting a list by a ledger figure: the tenant's balances of that figure summed once and
 * joined by key, instead of one balance look-up per row of the list.
 */
export function ledgerSorts(resource: RecordResource): { name: string; join: string; sql: string }[] {
  return (resource.ledgerFigures ?? []).map((figure, i) => {
    const key = figureKey(resource, figure);
    const alias = `ledger_sort_${i}`;
    const by = key.account.own ? 'account' : key.commodity ? 'commodity' : 'party';
    const prefix = by === 'account' ? figure.account.split('{id}')[0] : `${resource.singular}:`;
    const conditions = [
      'b.tenant_id = $1',
      by === 'account' ? `starts_with(b.account, ${literal(prefix)})` : `b.account = ${literal(figure.account)}`,
      by === 'party' ? `starts_with(b.party, ${literal(prefix)})` : `b.party = ''`,
      by === 'commodity' ? `starts_with(b.commodity, ${literal(prefix)})` : `b.commodity = ''`,
    ];
    const measure = figure.measure === 'quantity' ? 'b.quantity' : 'b.debit - b.credit';
    // Joined on the id the key carries, so the list's rows are not each turned into a key.
    const join = `LEFT JOIN (SELECT substring(b.${by} FROM ${prefix.length + 1})::uuid AS id, sum(${measure}) AS value
        FROM ledger_balance_daily b WHERE ${conditions.join(' AND ')} GROUP BY b.${by}) ${alias} ON ${alias}.id = t.id`;
    return { name: figure.name, join, sql: `${figure.normal === 'credit' ? '-' : ''}coalesce(${alias}.value, 0)` };
  });
}

export function openingFieldSpecs(resource: RecordResource): FieldSpec[] {
  return (resource.openingBalances ?? []).map((rule) => rule.spec);
}

/** Opening amounts as a request gave them: `undefined` keeps the amount, `null` clears it. */
export type RequestedOpenings = Record<string, string | null | undefined>;

/**
 * Sets the record's opening amounts through its decider; fields the request left out keep
 * theirs. The record's row is locked by the caller's write, and every stock movement locks
 * it too, so the on-hand quantities read here cannot change under the decision.
 */
export async function setOpeningBalances(
  tx: Tx,
  resource: RecordResource,
  me: Principal,
  recordId: string,
  requested: RequestedOpenings,
): Promise<void> {
  const rules = resource.openingBalances ?? [];
  if (rules.length === 0) return;
  const values = resource.openingValues ?? [];
  const record = { kind: resource.singular, id: recordId };
  const date = openingBalanceDate({
    today: await businessDate(tx, me),
    firstTransaction: await firstTransaction(tx, me.tenantId, record, rules),
    lockDate: await lockDateOf(tx, me.tenantId),
  });
  await handleCommand(tx, commandTarget(me, openingBalanceStream(record)), openingBalanceDecider(record, rules, values), async () => ({
    type: 'SetOpeningBalances' as const,
    data: { requested, onHand: await onHand(tx, resource, me.tenantId, recordId), unitPrices: await unitPrices(tx, resource, me.tenantId, recordId), date },
  }));
}

/**
 * The business date of the record's first posting outside its own opening-balance stream: on
 * the accounts its opening rules post to, as the record's party, commodity or own account.
 */
async function firstTransaction(tx: Tx, tenantId: string, record: { kind: string; id: string }, rules: readonly OpeningBalanceRule[]): Promise<string | null> {
  const params: unknown[] = [tenantId, openingBalanceStream(record)];
  const param = (value: unknown) => `$${params.push(value)}`;
  const touches: string[] = [];
  for (const rule of rules) {
    for (const side of [rule.debit, rule.credit]) {
      const account = `p.account = ${param(accountFor(side.account, record.id))}`;
      if (rule.measure === 'quantity') touches.push(`(${account} AND p.commodity = ${param(partyOf(record.kind, record.id))})`);
      else if (side.ownParty) touches.push(`(${account} AND p.party = ${param(partyOf(record.kind, record.id))})`);
      else if (side.account.includes('{id}')) touches.push(account);
      else params.pop();
    }
  }
  if (touches.length === 0) return null;
  const [row] = await tx.query<{ first: string | null }>(
    `SELECT min(e.occurred_on)::text AS first FROM ledger_posting p
       JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
      WHERE p.tenant_id = $1 AND e.stream <> $2 AND (${touches.join(' OR ')})`,
    params,
  );
  return row?.first ?? null;
}

/** Stock on hand of the record's own commodity, per opening quantity. */
async function onHand(tx: Tx, resource: RecordResource, tenantId: string, recordId: string): Promise<Record<string, string>> {
  const quantities: Record<string, string> = {};
  for (const rule of resource.openingBalances ?? []) {
    if (rule.measure !== 'quantity') continue;
    const [row] = await tx.query<{ on_hand: string }>(
      `SELECT coalesce(sum(quantity), 0)::numeric(20,3)::text AS on_hand FROM ledger_balance_daily
        WHERE tenant_id = $1 AND account = $2 AND party = '' AND commodity = $3`,
      [tenantId, accountFor(rule.debit.account, recordId), partyOf(resource.singular, recordId)],
    );
    quantities[rule.field] = row.on_hand;
  }
  return quantities;
}

/** The price each valued opening is costed at, from the record's row. */
async function unitPrices(tx: Tx, resource: RecordResource, tenantId: string, recordId: string): Promise<Record<string, string | null>> {
  const prices: Record<string, string | null> = {};
  for (const rule of resource.openingValues ?? []) {
    // The price column is named by the resource's own description, never by the request.
    const [row] = await tx.query<{ price: string | null }>(
      `SELECT ${rule.valueAtCost.unitPrice}::text AS price FROM ${resource.table} WHERE tenant_id = $1 AND id = $2`,
      [tenantId, recordId],
    );
    prices[rule.field] = row?.price ?? null;
  }
  return prices;
}

/** Today in the workspace's time zone: the business date of what happens now. */
export async function businessDate(tx: Tx, me: Principal): Promise<string> {
  const [row] = await tx.query<{ time_zone: string }>(`SELECT time_zone FROM business_configuration WHERE tenant_id = $1`, [me.tenantId]);
  return calendarDateIn(row?.time_zone);
}
