import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { calendarDateIn, dueSummaryMonth, MONTHLY_SUMMARY_KINDS } from '@ginuma/domain';
import { Database } from '../../platform/database/database';
import { startPeriodicSweep } from '../../platform/jobs/periodic-sweep';
import { SendMonthlySummary } from './commands/send-monthly-summary.handler';
import { SUMMARY_CONFIG_COLUMNS, summaryScheduleOf, type SummaryConfigRow } from './monthly-summary-schedule';

export const SUMMARY_SWEEP_SECONDS = Symbol('SUMMARY_SWEEP_SECONDS');

/**
 * Sweeps for workspaces whose monthly summary day has come and runs SendMonthlySummary for
 * each due summary in its workspace's transaction. Which months were sent lives in the
 * database, so a day missed while no server ran is sent on the next sweep, and two servers
 * sweeping at once send each summary once (the run month is a unique key).
 */
@Injectable()
export class MonthlySummaries implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MonthlySummaries');
  private stop: () => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly schedule: SchedulerRegistry,
    @Inject(SUMMARY_SWEEP_SECONDS) private readonly sweepSeconds: number,
  ) {}

  onModuleInit(): void {
    this.stop = startPeriodicSweep(this.schedule, 'monthly-summaries', this.sweepSeconds, () => this.runDue(), this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** One sweep at the instant `now` (tests pass their clock); answers how many mails it queued. */
  async runDue(now: Date = new Date()): Promise<number> {
    const workspaces = await this.db.transaction({ kind: 'worker' }, (tx) =>
      tx.query<SummaryConfigRow>(`SELECT ${SUMMARY_CONFIG_COLUMNS} FROM business_configuration c ORDER BY c.tenant_id`),
    );
    let queued = 0;
    for (const workspace of workspaces) {
      const today = calendarDateIn(workspace.time_zone, now);
      for (const kind of MONTHLY_SUMMARY_KINDS) {
        if (dueSummaryMonth(today, summaryScheduleOf(workspace, kind)) === null) continue;
        // One workspace's failure (say, its PDF) must not hold back the others; it is retried next sweep.
        try {
          queued += await this.db.transaction({ kind: 'tenant', tenantId: workspace.tenant_id, userId: null }, () =>
            this.commands.execute(new SendMonthlySummary(workspace.tenant_id, kind, now)),
          );
        } catch (error) {
          this.logger.error(`Monthly ${kind} summary of ${workspace.tenant_id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
      }
    }
    return queued;
  }
}
