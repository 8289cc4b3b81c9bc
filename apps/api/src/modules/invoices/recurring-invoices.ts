import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Database } from '../../platform/database/database';
import { startPeriodicSweep } from '../../platform/jobs/periodic-sweep';
import { GenerateRecurringInvoices } from './commands/generate-recurring-invoices.handler';

export const RECURRING_SWEEP_SECONDS = Symbol('RECURRING_SWEEP_SECONDS');

/**
 * Sweeps for recurring invoices whose day has come and runs GenerateRecurringInvoices for each,
 * in its workspace's transaction. The schedule lives in the database, so days missed while no
 * server ran are made on the next sweep, and two servers sweeping at once still make each
 * period once (the command locks the parent SKIP LOCKED; the period is a unique key).
 */
@Injectable()
export class RecurringInvoices implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RecurringInvoices');
  private stop: () => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly commands: CommandBus,
    private readonly schedule: SchedulerRegistry,
    @Inject(RECURRING_SWEEP_SECONDS) private readonly sweepSeconds: number,
  ) {}

  onModuleInit(): void {
    this.stop = startPeriodicSweep(this.schedule, 'recurring-invoices', this.sweepSeconds, () => this.runDue(), this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /** One sweep; `today` fixes the date for tests, otherwise each workspace's own today. */
  async runDue(today?: string): Promise<number> {
    const candidates = await this.db.transaction({ kind: 'worker' }, (tx) =>
      tx.query<{ tenant_id: string; id: string }>(
        // A day of slack: a workspace east of UTC reaches a date before the server does.
        `SELECT tenant_id, id FROM invoices WHERE recurring AND deleted_at IS NULL AND recurring_next <= $1::date + 1 ORDER BY recurring_next LIMIT 500`,
        [today ?? new Date().toISOString().slice(0, 10)],
      ),
    );
    let made = 0;
    for (const candidate of candidates) {
      made += await this.db.transaction({ kind: 'tenant', tenantId: candidate.tenant_id, userId: null }, () =>
        this.commands.execute(new GenerateRecurringInvoices(candidate.tenant_id, candidate.id, today)),
      );
    }
    return made;
  }
}
