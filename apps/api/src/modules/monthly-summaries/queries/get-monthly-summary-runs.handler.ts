import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { calendarDateIn, MONTHLY_SUMMARY_KINDS, nextSummaryRun, type MonthlySummaryKind, type MonthlySummaryRun, type MonthlySummaryRuns } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { SUMMARY_CONFIG_COLUMNS, summaryScheduleOf, type SummaryConfigRow } from '../monthly-summary-schedule';

/** For Settings › Monthly Report dates: each summary's day, its last run and its next. */
export class GetMonthlySummaryRuns extends Query<MonthlySummaryRuns> {
  constructor(readonly me: Principal) {
    super();
  }
}

@QueryHandler(GetMonthlySummaryRuns)
export class GetMonthlySummaryRunsHandler implements IQueryHandler<GetMonthlySummaryRuns> {
  constructor(private readonly db: Database) {}

  async execute({ me }: GetMonthlySummaryRuns): Promise<MonthlySummaryRuns> {
    const tx = this.db.tx;
    const [config] = await tx.query<SummaryConfigRow>(`SELECT ${SUMMARY_CONFIG_COLUMNS} FROM business_configuration c WHERE c.tenant_id = $1`, [me.tenantId]);
    const today = calendarDateIn(config?.time_zone, new Date());
    const runs = await tx.query<MonthlySummaryRun & { kind: MonthlySummaryKind }>(
      `SELECT DISTINCT ON (kind) kind, month, run_on::text, period_from::text, period_to::text, recipients, locale, sent_at
         FROM monthly_summary_runs WHERE tenant_id = $1 ORDER BY kind, month DESC`,
      [me.tenantId],
    );
    return {
      today,
      summaries: MONTHLY_SUMMARY_KINDS.map((kind) => {
        const schedule = config ? summaryScheduleOf(config, kind) : null;
        const last = runs.find((r) => r.kind === kind);
        return { kind, day: schedule?.day ?? null, next_run: schedule ? nextSummaryRun(today, schedule) : null, last_run: last ? runOf(last) : null };
      }),
    };
  }
}

function runOf({ kind: _, ...run }: MonthlySummaryRun & { kind: MonthlySummaryKind }): MonthlySummaryRun {
  return { ...run, sent_at: new Date(run.sent_at).toISOString() };
}
