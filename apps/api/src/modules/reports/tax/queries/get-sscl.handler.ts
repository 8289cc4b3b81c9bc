import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACCOUNTS, SSCL_RATE, ssclLiableShare, ssclQuarterFigures, ssclQuarters, ssclTotals, type SsclActivity, type SsclView } from '@ginuma/domain';
import { ACCOUNT_DAY_TABLE } from '@ginuma/ledger';
import { Database } from '../../../../platform/database/database';
import { LATE_POSTINGS } from '../../../books-reports/books-sums';
import type { Principal } from '../../../../platform/auth/principal';
import type { TaxPeriod } from '../tax-period';

/** A period's SSCL, quarter by quarter, from the ledger's postings on both time axes. */
export class GetSscl extends Query<SsclView> {
  constructor(
    readonly me: Principal,
    readonly period: TaxPeriod,
  ) {
    super();
  }
}

@QueryHandler(GetSscl)
export class GetSsclHandler implements IQueryHandler<GetSscl> {
  constructor(private readonly db: Database) {}

  async execute({ me, period }: GetSscl): Promise<SsclView> {
    const tx = this.db.tx;
    const [settings] = await tx.query<{ sscl_activity: SsclActivity | null; sscl_liable_share: string | null }>(
      `SELECT sscl_activity, sscl_liable_share::text FROM business_configuration WHERE tenant_id = $1`,
      [me.tenantId],
    );
    const activity = settings?.sscl_activity ?? null;
    const share = ssclLiableShare(activity, settings?.sscl_liable_share ?? null);
    // Turnover is what the business sold, VAT excluded: sales less discounts, credit notes
    // netted (they reverse sales), per quarter of the business dates. As the books reports do,
    // it reads the account-day projection and takes off the few events recorded after `knownAt`.
    const rows = await tx.query<{ quarter: string; turnover: string }>(
      `SELECT to_char(occurred_on, 'YYYY-"Q"Q') AS quarter, sum(credit - debit)::numeric(20,2)::text AS turnover
         FROM (SELECT occurred_on, debit, credit FROM ${ACCOUNT_DAY_TABLE}
                WHERE tenant_id = $1 AND account = ANY($5::text[]) AND occurred_on BETWEEN $2::date AND $3::date
               UNION ALL
               SELECT e.occurred_on, -p.debit, -p.credit
                 FROM ledger_event e
                CROSS JOIN LATERAL (${LATE_POSTINGS} AND p.account = ANY($5::text[]) OFFSET 0) p
                WHERE $4::timestamptz IS NOT NULL AND e.tenant_id = $1 AND e.recorded_at > $4::timestamptz
                  AND e.occurred_on BETWEEN $2::date AND $3::date) lines
        GROUP BY 1`,
      [me.tenantId, period.from, period.to, period.knownAt ?? null, [ACCOUNTS.sales, ACCOUNTS.discounts]],
    );
    const turnover = new Map(rows.map((row) => [row.quarter, row.turnover]));
    const quarters = ssclQuarters(period.from, period.to).map((quarter) => ssclQuarterFigures(quarter, turnover.get(quarter.quarter) ?? '0.00', share));
    return { from: period.from, to: period.to, known_at: period.knownAt ?? null, activity, liable_share: share, rate: SSCL_RATE, quarters, totals: ssclTotals(quarters) };
  }
}
