import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNTS, supplyParty, VAT_RETURN_STREAM, vatFiguresOf, vatReturn, vatReturnDifference, type VatReturnDocument, type VatReturnFigures, type VatReturnView } from '@ginuma/domain';
import { Database, type Tx } from '../../../../platform/database/database';
import type { Principal } from '../../../../platform/auth/principal';
import type { TaxPeriod } from '../tax-period';

export type VatPeriod = TaxPeriod;

/** A period's VAT return from the ledger's postings, on both time axes, with the documents behind each figure. */
export class GetVatReturn extends Query<VatReturnView> {
  constructor(
    readonly me: Principal,
    readonly period: VatPeriod,
  ) {
    super();
  }
}

const TAX_ACCOUNTS = [ACCOUNTS.taxPayable, ACCOUNTS.inputTax, ACCOUNTS.sales, ACCOUNTS.discounts, ACCOUNTS.payable];

/**
 * Each document's VAT, sales by treatment and purchases in the period: the events dated in it
 * (and recorded by `knownAt`), by the (tenant, occurred_on) index, each with its own postings on
 * those accounts, found by the posting's key. An event that touches only the payable (a bill's
 * payment) is no part of it; a purchase's value is its payable less its input tax, on the events
 * that bear input tax. OFFSET 0 keeps the planner from joining instead over every posting of
 * those accounts the workspace ever made (sales are a quarter of the ledger). A document's stream
 * names it: `<kind>-<uuid>`.
 */
export async function vatDocuments(tx: Tx, tenantId: string, period: VatPeriod): Promise<VatReturnDocument[]> {
  const rows = await tx.query<Omit<VatReturnDocument, 'kind' | 'id' | 'figures'>>(
    `SELECT e.stream, min(e.occurred_on)::text AS date, max(e.payload->>'code') AS code,
            sum(p.output)::numeric(20,2)::text AS "outputTax",
            sum(p.input)::numeric(20,2)::text AS "inputTax",
            sum(p.standard)::numeric(20,2)::text AS supplies,
            sum(p.zero_rated)::numeric(20,2)::text AS "zeroRated",
            sum(p.exempt)::numeric(20,2)::text AS exempt,
            sum(CASE WHEN p.input <> 0 THEN p.payable - p.input ELSE 0 END)::numeric(20,2)::text AS purchases
       FROM ledger_event e
      CROSS JOIN LATERAL (SELECT sum(CASE WHEN p.account = $5 THEN p.credit - p.debit ELSE 0 END) AS output,
                                 sum(CASE WHEN p.account = $6 THEN p.debit - p.credit ELSE 0 END) AS input,
                                 sum(CASE WHEN p.account IN ($7, $8) AND p.party IS NULL THEN p.credit - p.debit ELSE 0 END) AS standard,
                                 sum(CASE WHEN p.account IN ($7, $8) AND p.party = $10 THEN p.credit - p.debit ELSE 0 END) AS zero_rated,
                                 sum(CASE WHEN p.account IN ($7, $8) AND p.party = $11 THEN p.credit - p.debit ELSE 0 END) AS exempt,
                                 sum(CASE WHEN p.account = $12 THEN p.credit - p.debit ELSE 0 END) AS payable
                            FROM ledger_posting p
                           WHERE p.tenant_id = e.tenant_id AND p.position = e.position AND p.account = ANY($9::text[]) AND p.commodity IS NULL
                          HAVING bool_or(p.account <> $12)
                          OFFSET 0) p
      WHERE e.tenant_id = $1 AND e.occurred_on BETWEEN $2::date AND $3::date
        AND ($4::timestamptz IS NULL OR e.recorded_at <= $4::timestamptz)
      GROUP BY e.stream
      ORDER BY min(e.occurred_on), e.stream`,
    [
      tenantId,
      period.from,
      period.to,
      period.knownAt ?? null,
      ACCOUNTS.taxPayable,
      ACCOUNTS.inputTax,
      ACCOUNTS.sales,
      ACCOUNTS.discounts,
      TAX_ACCOUNTS,
      supplyParty('zero_rated'),
      supplyParty('exempt'),
      ACCOUNTS.payable,
    ],
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

  async execute({ me, period }: GetVatReturn): Promise<VatReturnView> {
    const tx = this.db.tx;
    const documents = await vatDocuments(tx, me.tenantId, period);
    const figures = vatReturn(documents);
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
