import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { VAT_RETURN_STREAM, vatFiguresOf, vatReturn, vatReturnDifference, type VatDocument, type VatFigure, type VatReturnDocument, type VatReturnFigures, type VatReturnView } from '@ginuma/domain';
import { VAT_DAY_TABLE, VAT_EVENT_SUMS } from '@ginuma/ledger';
import { Database, type Tx } from '../../../../platform/database/database';
import type { Principal } from '../../../../platform/auth/principal';
import type { TaxPeriod } from '../tax-period';

export type VatPeriod = TaxPeriod;

/**
 * A period's VAT return from the ledger's postings, on both time axes. Its figures always; the
 * documents behind one figure when `documents` names it (a drill-down), behind every figure for
 * 'all' (the schedules' workbook), else none: a month can hold ten thousand documents.
 */
export class GetVatReturn extends Query<VatReturnView> {
  constructor(
    readonly me: Principal,
    readonly period: VatPeriod,
    readonly documents: VatFigure | 'all' | null = null,
  ) {
    super();
  }
}

/**
 * The vat-day read model's rows for the period's days, as known at `knownAt`: the rows recorded
 * by its (UTC) day, less that day's events recorded after it (at most a day's entries), each
 * summed from its own postings as the read model sums them. `events` counts the events behind a
 * row, so a (document, day) that only late events made sums to none.
 */
const KNOWN_ROWS = `
  SELECT stream, occurred_on, code, events, output_tax, input_tax, standard, zero_rated, exempt, purchases
    FROM ${VAT_DAY_TABLE}
   WHERE tenant_id = $1 AND occurred_on BETWEEN $2::date AND $3::date
     AND ($4::timestamptz IS NULL OR recorded_on <= ($4::timestamptz AT TIME ZONE 'UTC')::date)
  UNION ALL
  SELECT e.stream, e.occurred_on, NULL, -1, -s.output_tax, -s.input_tax, -s.standard, -s.zero_rated, -s.exempt,
         -(CASE WHEN s.input_tax <> 0 THEN s.payable - s.input_tax ELSE 0 END)
    FROM ledger_event e
   CROSS JOIN LATERAL (${VAT_EVENT_SUMS}) s
   WHERE $4::timestamptz IS NOT NULL AND e.tenant_id = $1
     AND e.recorded_at > $4::timestamptz AND e.recorded_at < (($4::timestamptz AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC'
     AND e.occurred_on BETWEEN $2::date AND $3::date`;

const SUMS = `sum(output_tax)::numeric(20,2)::text AS "outputTax", sum(input_tax)::numeric(20,2)::text AS "inputTax",
              sum(standard)::numeric(20,2)::text AS supplies, sum(zero_rated)::numeric(20,2)::text AS "zeroRated",
              sum(exempt)::numeric(20,2)::text AS exempt, sum(purchases)::numeric(20,2)::text AS purchases`;

/** A stream's kind: `<kind>-<uuid>` without its 37 last characters (no regular expression: it is run on every row of the period). */
const KIND_OF_STREAM = `CASE WHEN length(stream) > 37 AND substr(stream, length(stream) - 36, 1) = '-' THEN left(stream, -37) ELSE stream END`;

const params = (tenantId: string, period: VatPeriod) => [tenantId, period.from, period.to, period.knownAt ?? null];

/**
 * The period's return. Its figures are sums of the documents' amounts by kind (a document counts
 * in a figure only where its amount is not zero, which adds nothing), so the domain's return is
 * taken of one line per kind instead of every document.
 */
export async function vatReturnOf(tx: Tx, tenantId: string, period: VatPeriod): Promise<VatReturnFigures> {
  const kinds = await tx.query<Omit<VatDocument, 'stream' | 'code' | 'date'>>(
    `SELECT ${KIND_OF_STREAM} AS kind, ${SUMS} FROM (${KNOWN_ROWS}) known GROUP BY 1`,
    params(tenantId, period),
  );
  return vatReturn(kinds.map((kind) => ({ ...kind, stream: kind.kind, code: null, date: period.from })));
}

/**
 * Each document's VAT, sales by treatment and purchases in the period, with the figures it
 * counts in. A (document, day) that only late events made is left out, so a document's date
 * is that of its first event known then. A document's stream names it: `<kind>-<uuid>`.
 */
export async function vatDocuments(tx: Tx, tenantId: string, period: VatPeriod): Promise<VatReturnDocument[]> {
  // As known now nothing is taken back, so every row has events: the rows are the days as they
  // are, without a grouping by (document, day) of their own (half the statement's time for a month).
  const days = period.knownAt
    ? `SELECT stream, occurred_on, max(code) AS code, sum(output_tax) AS output_tax, sum(input_tax) AS input_tax,
              sum(standard) AS standard, sum(zero_rated) AS zero_rated, sum(exempt) AS exempt, sum(purchases) AS purchases
         FROM (${KNOWN_ROWS}) known
        GROUP BY stream, occurred_on
       HAVING sum(events) > 0`
    : KNOWN_ROWS;
  const rows = await tx.query<Omit<VatReturnDocument, 'kind' | 'id' | 'figures'>>(
    `SELECT stream, min(occurred_on)::text AS date, max(code) AS code, ${SUMS}
       FROM (${days}) days
      GROUP BY stream
      ORDER BY min(occurred_on), stream`,
    params(tenantId, period),
  );
  return rows
    .map((row) => {
      const match = /^(.+)-([0-9a-f-]{36})$/i.exec(row.stream);
      const document = { ...row, kind: match?.[1] ?? row.stream, id: match?.[2] ?? '' };
      return { ...document, figures: vatFiguresOf(document) };
    })
    .filter((document) => document.figures.length > 0);
}

@QueryHandler(GetVatReturn)
export class GetVatReturnHandler implements IQueryHandler<GetVatReturn> {
  constructor(private readonly db: Database) {}

  async execute({ me, period, documents: asked }: GetVatReturn): Promise<VatReturnView> {
    const tx = this.db.tx;
    const figures = await vatReturnOf(tx, me.tenantId, period);
    const documents = asked === null ? [] : (await vatDocuments(tx, me.tenantId, period)).filter((d) => asked === 'all' || d.figures.includes(asked));
    const [filing] = await tx.query<{ filed_at: string; known_at: string; figures: VatReturnFigures }>(
      `SELECT e.recorded_at AS filed_at, e.payload->>'knownAt' AS known_at, e.payload->'figures' AS figures
         FROM ledger_event e
        WHERE e.tenant_id = $1 AND e.stream = $2 AND e.payload->>'from' = $3 AND e.payload->>'to' = $4
          AND ($5::timestamptz IS NULL OR e.recorded_at <= $5::timestamptz)
        ORDER BY e.stream_version DESC LIMIT 1`,
      [me.tenantId, VAT_RETURN_STREAM, period.from, period.to, period.knownAt ?? null],
    );
    return {
      from: period.from,
      to: period.to,
      known_at: period.knownAt ?? null,
      figures,
      documents,
      filed: filing ? { ...filing, filed_at: new Date(filing.filed_at).toISOString() } : null,
      difference: filing ? vatReturnDifference(figures, filing.figures) : null,
    };
  }
}
