import {
  accountFor,
  calendarDateIn,
  OPENING_BALANCE_SET,
  openingBalanceDate,
  openingBalanceDecider,
  openingBalanceStream,
  openingHeld,
  type FieldSpec,
  type HeldBalance,
  type LedgerFigure,
  type OpeningBalanceRule,
  type RecordResource,
} from '@ginuma/domain';
import { balanceOfSql, handleCommand, lockDateOf } from '@ginuma/ledger';
import type { Tx } from '../database/database';
import type { Principal } from '../auth/principal';
import { commandTarget } from '../http/request-context';
import { lockedLowestBalance } from '../../modules/transactions/money-accounts';
import { stockPositions } from '../../modules/stock/stock-position';
import { openingDateOf } from './opening-balance-date';

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

/**
 * The SQL expression (over `t`) of one of the record's ledger figures. Its reads name the tenant
 * as the reading statement does ($1), not by the row: Citus routes a statement to one worker only
 * when each correlated read names the tenant itself.
 */
export function figureSql(resource: RecordResource, figure: LedgerFigure): string {
  const key = figureKey(resource, figure);
  return balanceOfSql({ tenantSql: '$1', accountSql: key.account.sql, partySql: key.party, normal: figure.normal, commoditySql: key.commodity });
}

/** SQL expressions (over `t`, read with the tenant as $1) for the resource's ledger figures and current opening amounts. */
export function ledgerColumns(resource: RecordResource): { name: string; sql: string }[] {
  const figures = (resource.ledgerFigures ?? []).map((figure) => ({ name: figure.name, sql: figureSql(resource, figure) }));
  const openings = [...(resource.openingBalances ?? []), ...(resource.openingValues ?? [])].map((rule) => ({
    name: rule.field,
    sql: `coalesce((SELECT e.payload->'amounts'->>${literal(rule.field)} FROM ledger_event e
        WHERE e.tenant_id = $1 AND e.stream = ${keyOf(`${resource.singular}-`)}
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
 * Sets the record's opening amounts through its decider, dated the workspace's opening date;
 * fields the request left out keep theirs. The record's row is locked by the caller's write, and
 * every stock movement locks it too; a bank account's balance is read under its money lock: an
 * opening that falls is decided on the lowest balance from its date, as any outflow is.
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
  const lockDate = await lockDateOf(tx, me.tenantId);
  const date = openingBalanceDate({ openingDate: await openingDateOf(tx, me.tenantId), lockDate });
  await handleCommand(tx, commandTarget(me, openingBalanceStream(record)), openingBalanceDecider(record, rules, values), async () => ({
    type: 'SetOpeningBalances' as const,
    data: { requested, lowest: await heldLowest(tx, me.tenantId, record, rules.filter((rule) => requested[rule.field] !== undefined), date), unitPrices: await unitPrices(tx, resource, me.tenantId, recordId), date },
  }));
}

/** Each held opening's lowest balance from `date` on: its bank account's (locked first), or the product's stock; only for `rules` the request changes. */
async function heldLowest(tx: Tx, tenantId: string, record: { kind: string; id: string }, rules: readonly OpeningBalanceRule[], date: string): Promise<Record<string, HeldBalance>> {
  const lowest: Record<string, HeldBalance> = {};
  for (const rule of rules) {
    const held = openingHeld(rule, record.id);
    if (held === 'money') lowest[rule.field] = await lockedLowestBalance(tx, tenantId, accountFor(rule.debit.account, record.id), date);
    if (held === 'stock') lowest[rule.field] = (await stockPositions(tx, tenantId, [record.id], date)).get(record.id)!.lowest;
  }
  return lowest;
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
