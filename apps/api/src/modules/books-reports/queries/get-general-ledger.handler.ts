import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Money, onNormalSide, type GeneralLedgerLine, type GeneralLedgerReport } from '@ginuma/domain';
import { ACCOUNT_DAY_TABLE } from '@ginuma/ledger';
import { Database, type Tx } from '../../../platform/database/database';
import { uuidOrNullSql } from '../../../platform/database/sql';
import type { Principal } from '../../../platform/auth/principal';
import { notFound } from '../../../platform/http/app-errors';
import { workspaceChart } from '../../books/chart-accounts';
import type { GeneralLedgerAsked } from '../books-question';
import { LATE_POSTINGS } from '../books-sums';
import { partyExists, partyNames } from '../party-names';
import { streamLabels } from '../../ledger/stream-labels';

/** A page of lines: `limit` null answers every line (the export). */
export interface GeneralLedgerPage {
  offset: number;
  limit: number | null;
}

/**
 * One account's (or one party's) postings over a period as known at T, with the opening
 * balance before it, a running balance on every line and the closing balance. A page's
 * running balance starts from the sums of every day before it (and the lines of its first
 * day before the offset), so page N continues page N − 1 without reading the pages between.
 */
export class GetGeneralLedger extends Query<GeneralLedgerReport> {
  constructor(
    readonly me: Principal,
    readonly asked: GeneralLedgerAsked,
    readonly page: GeneralLedgerPage,
  ) {
    super();
  }
}

interface LineRow {
  position: string;
  line_no: number;
  occurred_on: string;
  recorded_at: Date;
  event_type: string;
  stream: string;
  document_code: string | null;
  document_kind: string | null;
  document_id: string | null;
  memo: string | null;
  party: string | null;
  debit: string;
  credit: string;
}

@QueryHandler(GetGeneralLedger)
export class GetGeneralLedgerHandler implements IQueryHandler<GetGeneralLedger> {
  constructor(private readonly db: Database) {}

  async execute({ me, asked, page }: GetGeneralLedger): Promise<GeneralLedgerReport> {
    const tx = this.db.tx;
    const chart = await workspaceChart(tx, me.tenantId);
    const view = chart.entries.find((entry) => entry.id === asked.account);
    if (!view) throw notFound();
    if (asked.party !== null && !(await partyExists(tx, me.tenantId, asked.party))) throw notFound();

    const days = await knownDays(tx, me.tenantId, asked);
    const before = days.filter((d) => asked.from !== null && d.occurred_on < asked.from);
    const period = days.filter((d) => asked.from === null || d.occurred_on >= asked.from);
    const opening = Money.sum(before.map((d) => Money.of(d.debit).minus(d.credit)));
    const totalDebit = Money.sum(period.map((d) => d.debit));
    const totalCredit = Money.sum(period.map((d) => d.credit));
    const total = period.reduce((n, d) => n + d.lines, 0);

    // The page starts on the day its offset falls on: the days before it give its opening.
    const offset = Math.max(0, page.offset);
    let skipped = 0;
    let balance = opening;
    let startDay: string | null = null;
    for (const day of period) {
      if (skipped + day.lines > offset) {
        startDay = day.occurred_on;
        break;
      }
      skipped += day.lines;
      balance = balance.plus(day.debit).minus(day.credit);
    }
    const within = offset - skipped;
    const take = page.limit === null ? null : Math.max(1, Math.min(page.limit, 10_000));
    // …and ends on the day that holds its last line: the lines are read from those days only.
    let endDay = asked.to;
    if (take !== null && startDay !== null) {
      let needed = within + take;
      for (const day of period.filter((d) => d.occurred_on >= (startDay as string))) {
        needed -= day.lines;
        endDay = day.occurred_on;
        if (needed <= 0) break;
      }
    }
    const rows = startDay === null ? [] : await linesFrom(tx, me.tenantId, asked, startDay, endDay, take === null ? null : within + take);
    const lines: GeneralLedgerLine[] = [];
    const names = await partyNames(tx, me.tenantId, [asked.party, ...rows.slice(within).map((r) => r.party)]);
    // An event with no document code of its own (a product's opening stock, a bank account's
    // opening balance) names the record its stream is about.
    const uncoded = rows.slice(within).filter((r) => r.document_code === null);
    const labels = uncoded.length > 0 ? await streamLabels(tx, me.tenantId, uncoded.map((r) => r.stream)) : new Map<string, { code: string | null; name: string | null }>();
    rows.forEach((r, index) => {
      balance = balance.plus(r.debit).minus(r.credit);
      if (index < within) return;
      lines.push({
        id: `${r.position}:${r.line_no}`,
        position: Number(r.position),
        line_no: r.line_no,
        occurred_on: r.occurred_on,
        recorded_at: r.recorded_at.toISOString(),
        event_type: r.event_type,
        stream: r.stream,
        document_code: r.document_code ?? labels.get(r.stream)?.code ?? labels.get(r.stream)?.name ?? null,
        document_id: r.document_id,
        document_kind: r.document_kind,
        memo: r.memo,
        party: r.party,
        party_name: r.party ? (names.get(r.party) ?? null) : null,
        debit: r.debit,
        credit: r.credit,
        balance: onNormalSide(view, balance.toFixed()),
      });
    });
    return {
      account: { id: view.id, code: view.code, name: view.name, type: view.type, normal: view.normal },
      party: asked.party,
      party_name: asked.party ? (names.get(asked.party) ?? null) : null,
      from: asked.from,
      to: asked.to,
      known_at: asked.knownAt,
      opening_balance: onNormalSide(view, opening.toFixed()),
      total_debit: totalDebit.toFixed(),
      total_credit: totalCredit.toFixed(),
      closing_balance: onNormalSide(view, opening.plus(totalDebit).minus(totalCredit).toFixed()),
      total,
      lines,
    };
  }
}

// The general ledger is in money: a line that moves only units of stock is not one of its rows
// (the account-day projection does not count it either).
const MONEY_LINE = `(p.debit <> 0 OR p.credit <> 0)`;

interface KnownDay {
  occurred_on: string;
  debit: string;
  credit: string;
  lines: number;
}

/**
 * The account's (or party's) debits, credits and line count per business day up to `to`, as
 * known at T. A whole account reads the account-day projection minus the few events recorded
 * after T; a party's sub-ledger is small enough to sum from its postings.
 */
async function knownDays(tx: Tx, tenantId: string, asked: GeneralLedgerAsked): Promise<KnownDay[]> {
  if (asked.party !== null) {
    return tx.query<KnownDay>(
      `SELECT e.occurred_on::text AS occurred_on, sum(p.debit)::text AS debit, sum(p.credit)::text AS credit, count(*)::int AS lines
         FROM ledger_posting p JOIN ledger_event e ON e.tenant_id = p.tenant_id AND e.position = p.position
        WHERE p.tenant_id = $1 AND e.tenant_id = $1 AND p.account = $2 AND p.party = $5 AND ${MONEY_LINE}
          AND e.recorded_at <= $3::timestamptz AND e.occurred_on <= $4::date
        GROUP BY e.occurred_on ORDER BY e.occurred_on`,
      [tenantId, asked.account, asked.knownAt, asked.to, asked.party],
    );
  }
  // The late postings are subtracted as negative rows of the same sums, not outer-joined to the
  // days: Citus refuses an outer join beside row-level security's qual ("pseudoconstant quals").
  return tx.query<KnownDay>(
    `SELECT occurred_on::text AS occurred_on, sum(debit)::text AS debit, sum(credit)::text AS credit, sum(lines)::int AS lines
       FROM (SELECT d.occurred_on, d.debit, d.credit, d.lines
               FROM ${ACCOUNT_DAY_TABLE} d
              WHERE d.tenant_id = $1 AND d.account = $2 AND d.occurred_on <= $4::date
             UNION ALL
             SELECT e.occurred_on, -p.debit, -p.credit, -1
               FROM ledger_event e CROSS JOIN LATERAL (${LATE_POSTINGS} AND p.account = $2 AND ${MONEY_LINE} OFFSET 0) p
              WHERE e.tenant_id = $1 AND e.recorded_at > $3::timestamptz AND e.occurred_on <= $4::date) known
      GROUP BY occurred_on
     HAVING sum(lines) > 0
      ORDER BY occurred_on`,
    [tenantId, asked.account, asked.knownAt, asked.to],
  );
}

// The document behind a line: receipts and refunds post on their invoice's stream, so their
// own id comes from the payload; every other event's document is its stream (`<kind>-<id>`).
const DOCUMENT = `
  CASE WHEN l.event_type IN ('PaymentApplied', 'PaymentReversed') THEN 'receipt'
       WHEN l.event_type IN ('RefundApplied', 'RefundReversed') THEN 'refund'
       ELSE split_part(l.stream, '-', 1) END`;
const DOCUMENT_ID = `
  CASE WHEN l.event_type IN ('PaymentApplied', 'PaymentReversed') THEN l.payload->>'receiptId'
       WHEN l.event_type IN ('RefundApplied', 'RefundReversed') THEN l.payload->>'refundId'
       WHEN substr(l.stream, strpos(l.stream, '-') + 1) ~ '^[0-9a-f-]{36}$' THEN substr(l.stream, strpos(l.stream, '-') + 1) END`;

/** The lines of business days `first` to `last`, in ledger order; `limit` null: all of them. */
async function linesFrom(tx: Tx, tenantId: string, asked: GeneralLedgerAsked, first: string, last: string, limit: number | null): Promise<LineRow[]> {
  const params: unknown[] = [tenantId, asked.account, asked.knownAt, last, first];
  // A whole account: the page's few days of events, each probing its own postings (the
  // account's index would read every line it ever had), by the statement's tenant ($1): Citus
  // sends a subquery naming the event's tenant to every shard. A party: its own index is small.
  const postings =
    asked.party === null
      ? `CROSS JOIN LATERAL (SELECT p.line_no, p.party, p.debit, p.credit FROM ledger_posting p
                              WHERE p.tenant_id = $1 AND p.position = e.position AND p.account = $2 AND ${MONEY_LINE} OFFSET 0) p`
      : `JOIN ledger_posting p ON p.tenant_id = e.tenant_id AND p.position = e.position AND p.tenant_id = $1 AND p.account = $2 AND ${MONEY_LINE}
           AND p.party = $${params.push(asked.party)}`;
  return tx.query<LineRow>(
    `WITH l AS (
       SELECT e.position, p.line_no, e.occurred_on, e.recorded_at, e.type AS event_type, e.stream, e.payload, p.party, p.debit, p.credit
         FROM ledger_event e ${postings}
        WHERE e.tenant_id = $1 AND e.recorded_at <= $3::timestamptz AND e.occurred_on >= $5::date AND e.occurred_on <= $4::date
        ORDER BY e.occurred_on, e.position, p.line_no ${limit === null ? '' : `LIMIT ${limit}`})
     SELECT l.position::text AS position, l.line_no, l.occurred_on::text AS occurred_on, l.recorded_at, l.event_type, l.stream, l.party,
            l.debit::text AS debit, l.credit::text AS credit,
            ${DOCUMENT} AS document_kind, ${DOCUMENT_ID} AS document_id,
            coalesce(l.payload->>'code',
              CASE l.event_type
                WHEN 'PaymentApplied' THEN (SELECT r.code FROM receipts r WHERE r.tenant_id = $1 AND r.id = ${uuidOrNullSql("l.payload->>'receiptId'")})
                WHEN 'PaymentReversed' THEN (SELECT r.code FROM receipts r WHERE r.tenant_id = $1 AND r.id = ${uuidOrNullSql("l.payload->>'receiptId'")})
                WHEN 'RefundApplied' THEN (SELECT r.code FROM refunds r WHERE r.tenant_id = $1 AND r.id = ${uuidOrNullSql("l.payload->>'refundId'")})
                WHEN 'RefundReversed' THEN (SELECT r.code FROM refunds r WHERE r.tenant_id = $1 AND r.id = ${uuidOrNullSql("l.payload->>'refundId'")})
                WHEN 'InvoiceReversed' THEN (SELECT i.code FROM invoices i WHERE i.tenant_id = $1 AND i.id = ${uuidOrNullSql("l.payload->>'invoiceId'")})
              END) AS document_code,
            coalesce(l.payload->>'memo', l.payload->>'reason', l.payload->>'remark', l.payload->>'description') AS memo
       FROM l ORDER BY l.occurred_on, l.position, l.line_no`,
    params,
  );
}
