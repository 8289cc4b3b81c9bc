import type { LedgerBalanceView } from '@ginuma/domain';
import { EVENT_COLUMNS, eventFromRow, type EventRow } from '../../event-store/event-row';
import type { RecordedEvent, RecordedPosting } from '../../event-store/ledger-event.types';
import { toIso } from '../../event-store/read-events';
import type { SqlExecutor } from '../../sql-executor';
import { BALANCE_TABLE } from './account-balance.projection';

export interface BalanceQuery {
  tenantId: string;
  /** Business date D: postings of events that occurred on or before D. */
  asOf?: string;
  /** Instant T: only events recorded at or before T (what the ledger knew then). */
  knownAt?: string | Date;
  account?: string;
  /** undefined: every party; null: only lines without a party. */
  party?: string | null;
  /** undefined: every commodity; null: money only (lines without a commodity). */
  commodity?: string | null;
}

/** Sums of one (account, party, commodity); balance = debit − credit (debit-normal): the API's balance row without its id. */
export type AccountBalance = Omit<LedgerBalanceView, 'id'>;

interface BalanceRow {
  account: string;
  party: string;
  commodity: string;
  debit: string;
  credit: string;
  balance: string;
  quantity: string;
}

const SUMS = `sum(debit)::numeric(20,2)::text AS debit, sum(credit)::numeric(20,2)::text AS credit,
  (sum(debit) - sum(credit))::numeric(20,2)::text AS balance, sum(quantity)::numeric(20,3)::text AS quantity`;

/**
 * Balances per account, party and commodity. Without `knownAt` they come from the daily
 * deltas of the account-balance projection; with it, from the postings of the events
 * recorded by then, so a report run last month can be reproduced after back-dated entries.
 */
export async function balances(tx: SqlExecutor, query: BalanceQuery): Promise<AccountBalance[]> {
  const params: unknown[] = [query.tenantId];
  const where: string[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  let sql: string;
  if (query.knownAt === undefined) {
    if (query.asOf !== undefined) add((n) => `occurred_on <= ${n}::date`, query.asOf);
    if (query.account !== undefined) add((n) => `account = ${n}`, query.account);
    if (query.party !== undefined) add((n) => `party = ${n}`, query.party ?? '');
    if (query.commodity !== undefined) add((n) => `commodity = ${n}`, query.commodity ?? '');
    sql = `SELECT account, party, commodity, ${SUMS} FROM ${BALANCE_TABLE}
            WHERE tenant_id = $1 ${where.map((w) => `AND ${w}`).join(' ')}
            GROUP BY account, party, commodity ORDER BY account, party, commodity`;
  } else {
    add((n) => `e.recorded_at <= ${n}::timestamptz`, toIso(query.knownAt));
    where.push(...postingFilters(query, add));
    sql = `SELECT account, party, commodity, ${SUMS} FROM (
             SELECT p.account, coalesce(p.party, '') AS party, coalesce(p.commodity, '') AS commodity,
                    p.debit, p.credit, p.quantity
               FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
              WHERE p.tenant_id = $1 AND e.tenant_id = $1 ${where.map((w) => `AND ${w}`).join(' ')}) lines
            GROUP BY account, party, commodity ORDER BY account, party, commodity`;
  }
  const rows = await tx.query<BalanceRow>(sql, params);
  return rows.map((r) => ({ ...r, party: r.party || null, commodity: r.commodity || null }));
}

export interface ExplainQuery extends BalanceQuery {
  account: string;
  /** Only the postings of one stream: one invoice's share of its customer's receivable. */
  stream?: string;
  /** Business date: only events that occurred on or after it (a period's figure, with `asOf` as its end). */
  from?: string;
  offset?: number;
  limit?: number;
}

export interface ExplainLine {
  posting: RecordedPosting;
  /** The event behind the line, without its other postings. */
  event: Omit<RecordedEvent, 'postings'>;
}

export interface Explanation {
  /** The totals of every matching line, not just this page. */
  debit: string;
  credit: string;
  balance: string;
  quantity: string;
  total: number;
  lines: ExplainLine[];
}

/** The postings and events behind one balance, by business date then position. */
export async function explain(tx: SqlExecutor, query: ExplainQuery): Promise<Explanation> {
  const params: unknown[] = [query.tenantId];
  const add = (clause: (n: string) => string, value: unknown): string => {
    params.push(value);
    return clause(`$${params.length}`);
  };
  const where = [add((n) => `p.account = ${n}`, query.account)];
  if (query.knownAt !== undefined) where.push(add((n) => `e.recorded_at <= ${n}::timestamptz`, toIso(query.knownAt)));
  if (query.stream !== undefined) where.push(add((n) => `e.stream = ${n}`, query.stream));
  if (query.from !== undefined) where.push(add((n) => `e.occurred_on >= ${n}::date`, query.from));
  where.push(...postingFilters({ ...query, account: undefined }, (c, v) => where.push(add(c, v))));
  const from = `FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
                WHERE p.tenant_id = $1 AND e.tenant_id = $1 AND ${where.join(' AND ')}`;
  const [totals] = await tx.query<{ debit: string; credit: string; balance: string; quantity: string; total: string }>(
    `SELECT coalesce(sum(p.debit), 0)::numeric(20,2)::text AS debit, coalesce(sum(p.credit), 0)::numeric(20,2)::text AS credit,
            coalesce(sum(p.debit) - sum(p.credit), 0)::numeric(20,2)::text AS balance,
            coalesce(sum(p.quantity), 0)::numeric(20,3)::text AS quantity, count(*)::text AS total ${from}`,
    params,
  );
  const limit = Math.min(Math.max(query.limit ?? 100, 1), 10_000);
  const offset = Math.max(query.offset ?? 0, 0);
  const rows = await tx.query<EventRow & { line_no: number; account: string; party: string | null; debit: string;
    credit: string; commodity: string | null; quantity: string }>(
    `SELECT ${EVENT_COLUMNS}, p.line_no, p.account, p.party, p.debit::text AS debit, p.credit::text AS credit,
            p.commodity, p.quantity::text AS quantity
       ${from} ORDER BY e.occurred_on, e.position, p.line_no LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return {
    debit: totals?.debit ?? '0.00',
    credit: totals?.credit ?? '0.00',
    balance: totals?.balance ?? '0.00',
    quantity: totals?.quantity ?? '0.000',
    total: Number(totals?.total ?? 0),
    lines: rows.map((r) => {
      const { recordedAtMicros: _, postings: __, ...event } = eventFromRow(r);
      return {
        posting: { lineNo: r.line_no, account: r.account, party: r.party, debit: r.debit, credit: r.credit,
          commodity: r.commodity, quantity: r.quantity },
        event,
      };
    }),
  };
}

// Filters on a postings ⋈ events join: parameterised ones go through `push`, which adds
// them to the caller's WHERE; the constant ones (IS NULL) are returned.
function postingFilters(query: BalanceQuery, push: (clause: (n: string) => string, value: unknown) => void): string[] {
  const clauses: string[] = [];
  if (query.asOf !== undefined) push((n) => `e.occurred_on <= ${n}::date`, query.asOf);
  if (query.account !== undefined) push((n) => `p.account = ${n}`, query.account);
  if (query.party !== undefined) {
    if (query.party === null) clauses.push('p.party IS NULL');
    else push((n) => `p.party = ${n}`, query.party);
  }
  if (query.commodity !== undefined) {
    if (query.commodity === null) clauses.push('p.commodity IS NULL');
    else push((n) => `p.commodity = ${n}`, query.commodity);
  }
  return clauses;
}
