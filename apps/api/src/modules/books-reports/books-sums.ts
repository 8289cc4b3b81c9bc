import type { PostedSum, YearSplitSum } from '@ginuma/domain';
import { ACCOUNT_DAY_TABLE } from '@ginuma/ledger';
import type { Tx } from '../../platform/database/database';

/** The question every books report asks of the ledger: business date D, instant T. */
export interface BooksQuestion {
  asOf: string;
  knownAt: string;
}

interface SumOptions {
  account?: string;
  /** Group by party too (a sub-ledger), from the per-party daily projection. */
  byParty?: boolean;
  /** Split each account's sums at this business date (the financial year's start). */
  splitAt?: string;
}

interface SumRow {
  account: string;
  party: string;
  current_year: boolean | null;
  debit: string;
  credit: string;
}

/**
 * Debits and credits per account (and party) of every event that occurred on or before D and
 * was recorded at or before T, in one statement (one snapshot):
 *
 *   a daily projection up to D            (every committed event, a row per account and day —
 *                                          per party and day for a sub-ledger)
 *   − the postings of events recorded after T, up to D
 *
 * Events recorded after T are few when T is recent (the usual question), so this reads a
 * fraction of the postings a plain "recorded_at ≤ T" scan would; the index on
 * ledger_event (tenant_id, recorded_at) finds them.
 */
/**
 * The postings of one late event `e`, by its primary key. OFFSET 0 keeps the planner from
 * flattening it into a join it might hash over every posting of the workspace: the late
 * events are few, each has a handful of lines. It names the statement's tenant ($1), not the
 * event's: Citus sends a subquery naming the row's tenant to every shard.
 */
export const LATE_POSTINGS = `SELECT p.account, p.party, p.debit, p.credit FROM ledger_posting p WHERE p.tenant_id = $1 AND p.position = e.position`;

export async function postedSums(tx: Tx, tenantId: string, question: BooksQuestion, options: SumOptions = {}): Promise<SumRow[]> {
  const params: unknown[] = [tenantId, question.asOf, question.knownAt];
  const accountFilter = (column: string) => {
    if (options.account === undefined) return '';
    params.push(options.account);
    return `AND ${column} = $${params.length}`;
  };
  const dailyAccount = accountFilter('account');
  const lateAccount = accountFilter('p.account');
  let split = 'NULL::boolean';
  if (options.splitAt !== undefined) {
    params.push(options.splitAt);
    split = `(occurred_on >= $${params.length}::date)`;
  }
  const daily = options.byParty
    ? `SELECT account, party, occurred_on, debit, credit FROM ledger_balance_daily`
    : `SELECT account, '' AS party, occurred_on, debit, credit FROM ${ACCOUNT_DAY_TABLE}`;
  return tx.query<SumRow>(
    `SELECT account, party, ${split} AS current_year,
            sum(debit)::numeric(20,2)::text AS debit, sum(credit)::numeric(20,2)::text AS credit
       FROM (${daily}
              WHERE tenant_id = $1 AND occurred_on <= $2::date ${dailyAccount}
             UNION ALL
             SELECT p.account, ${options.byParty ? `coalesce(p.party, '')` : `''`}, e.occurred_on, -p.debit, -p.credit
               FROM ledger_event e
              CROSS JOIN LATERAL (${LATE_POSTINGS} ${lateAccount} OFFSET 0) p
              WHERE e.tenant_id = $1 AND e.recorded_at > $3::timestamptz AND e.occurred_on <= $2::date) lines
      GROUP BY 1, 2, 3
     HAVING sum(debit) <> 0 OR sum(credit) <> 0
      ORDER BY 1, 2, 3`,
    params,
  );
}

export async function accountSums(tx: Tx, tenantId: string, question: BooksQuestion): Promise<PostedSum[]> {
  return (await postedSums(tx, tenantId, question)).map(({ account, debit, credit }) => ({ account, debit, credit }));
}

export async function yearSplitSums(tx: Tx, tenantId: string, question: BooksQuestion, yearStart: string): Promise<YearSplitSum[]> {
  return (await postedSums(tx, tenantId, question, { splitAt: yearStart })).map(({ account, debit, credit, current_year }) => ({
    account,
    debit,
    credit,
    currentYear: current_year === true,
  }));
}

export async function partySums(tx: Tx, tenantId: string, question: BooksQuestion, account: string): Promise<(PostedSum & { party: string | null })[]> {
  return (await postedSums(tx, tenantId, question, { account, byParty: true })).map(({ account: a, party, debit, credit }) => ({
    account: a,
    party: party || null,
    debit,
    credit,
  }));
}
