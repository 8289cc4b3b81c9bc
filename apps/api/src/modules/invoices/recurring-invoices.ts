import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Database, type Tx } from '../../platform/database/database';
import { startPeriodicSweep } from '../../platform/jobs/periodic-sweep';
import { allocateCode } from './document-sequence';
import type { DraftContent } from './invoice-document';
import { addMonths } from './recurring';

export const RECURRING_SWEEP_SECONDS = Symbol('RECURRING_SWEEP_SECONDS');

interface Schedule {
  id: string;
  content: DraftContent;
  customer_id: string | null;
  customer_name: string;
  project_ref: string | null;
  sub_total: string;
  grand_total: string;
  template_id: string | null;
  recurring_every_months: number;
  recurring_next: string;
  recurring_till: string | null;
  time_zone: string | null;
}

/**
 * Makes each recurring invoice's next invoice (a pending draft, dated the period's day) once
 * its day has come in the workspace's time zone. The schedule lives in the database, so days
 * missed while no server ran are made on the next sweep; the parent row is locked SKIP LOCKED
 * and each period is a unique key, so two servers sweeping at once still make it once.
 */
@Injectable()
export class RecurringInvoices implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RecurringInvoices');
  private stop: () => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
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
      made += await this.db.transaction({ kind: 'tenant', tenantId: candidate.tenant_id, userId: null }, (tx) =>
        this.catchUp(tx, candidate.tenant_id, candidate.id, today),
      );
    }
    return made;
  }

  private async catchUp(tx: Tx, tenantId: string, parentId: string, today?: string): Promise<number> {
    const [schedule] = await tx.query<Schedule>(
      `SELECT i.id, i.content, i.customer_id, i.customer_name, i.project_ref, i.sub_total::text, i.grand_total::text, i.template_id,
              i.recurring_every_months, i.recurring_next, i.recurring_till, c.time_zone
         FROM invoices i LEFT JOIN business_configuration c ON c.tenant_id = i.tenant_id
        WHERE i.tenant_id = $1 AND i.id = $2 AND i.recurring AND i.deleted_at IS NULL
        FOR UPDATE OF i SKIP LOCKED`,
      [tenantId, parentId],
    );
    if (!schedule) return 0;
    const day = today ?? new Intl.DateTimeFormat('en-CA', { timeZone: schedule.time_zone ?? 'Asia/Colombo' }).format(new Date());
    const termDays = daysBetween(schedule.content.date, schedule.content.dueDate);
    let next = schedule.recurring_next;
    let made = 0;
    while (next <= day && (schedule.recurring_till === null || next <= schedule.recurring_till)) {
      made += await this.makeOne(tx, tenantId, schedule, next, addDays(next, termDays));
      next = addMonths(next, schedule.recurring_every_months);
    }
    await tx.query(`UPDATE invoices SET recurring_next = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, parentId, next]);
    return made;
  }

  private async makeOne(tx: Tx, tenantId: string, parent: Schedule, date: string, dueDate: string): Promise<number> {
    const [exists] = await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND recurring_parent_id = $2 AND recurring_period = $3`, [
      tenantId,
      parent.id,
      date,
    ]);
    if (exists) return 0;
    const [{ id }] = await tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`);
    const code = await allocateCode(tx, tenantId, 'invoice');
    const content: DraftContent = { ...parent.content, invoiceId: id, code, quotationId: null, date, dueDate };
    await tx.query(
      `INSERT INTO invoices (tenant_id, id, code, customer_id, customer_name, date, due_date, project_ref, content, sub_total, grand_total,
                             template_id, recurring_parent_id, recurring_period)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $6)`,
      [tenantId, id, code, parent.customer_id, parent.customer_name, date, dueDate, parent.project_ref, JSON.stringify(content), parent.sub_total, parent.grand_total, parent.template_id, parent.id],
    );
    return 1;
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
