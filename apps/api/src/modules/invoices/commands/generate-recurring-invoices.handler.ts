import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { calendarDateIn } from '@ginuma/domain';
import { Database, type Tx } from '../../../platform/database/database';
import { allocateCode } from '../../../platform/documents/document-sequence';
import type { DraftContent } from '../invoice-document';
import { insertDraftInvoice } from '../invoice-rows';
import { addMonths } from '../recurring';

/**
 * Makes one recurring invoice's drafts for every period that has come (in the workspace's time
 * zone, or on `today` when given), each dated its period's day with the parent's terms, and
 * moves the schedule on. Runs in a transaction of the invoice's workspace.
 */
export class GenerateRecurringInvoices extends Command<number> {
  constructor(
    readonly tenantId: string,
    readonly parentId: string,
    readonly today?: string,
  ) {
    super();
  }
}

interface Schedule {
  id: string;
  content: DraftContent;
  customer_name: string;
  template_id: string | null;
  recurring_every_months: number;
  recurring_next: string;
  recurring_till: string | null;
  time_zone: string | null;
}

@CommandHandler(GenerateRecurringInvoices)
export class GenerateRecurringInvoicesHandler implements ICommandHandler<GenerateRecurringInvoices> {
  constructor(private readonly db: Database) {}

  /**
   * Exactly once per period: the parent is locked SKIP LOCKED (a server already on it wins),
   * and a period already made is skipped, which its unique key enforces besides.
   */
  async execute({ tenantId, parentId, today }: GenerateRecurringInvoices): Promise<number> {
    const tx = this.db.tx;
    const [schedule] = await tx.query<Schedule>(
      `SELECT i.id, i.content, i.customer_name, i.template_id, i.recurring_every_months, i.recurring_next, i.recurring_till, c.time_zone
         FROM invoices i LEFT JOIN business_configuration c ON c.tenant_id = i.tenant_id
        WHERE i.tenant_id = $1 AND i.id = $2 AND i.recurring AND i.deleted_at IS NULL
        FOR UPDATE OF i SKIP LOCKED`,
      [tenantId, parentId],
    );
    if (!schedule) return 0;
    const day = today ?? calendarDateIn(schedule.time_zone);
    const termDays = daysBetween(schedule.content.date, schedule.content.dueDate);
    let next = schedule.recurring_next;
    let made = 0;
    while (next <= day && (schedule.recurring_till === null || next <= schedule.recurring_till)) {
      made += await makeOne(tx, tenantId, schedule, next, addDays(next, termDays));
      next = addMonths(next, schedule.recurring_every_months);
    }
    await tx.query(`UPDATE invoices SET recurring_next = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, parentId, next]);
    return made;
  }
}

async function makeOne(tx: Tx, tenantId: string, parent: Schedule, date: string, dueDate: string): Promise<number> {
  const [exists] = await tx.query(`SELECT 1 FROM invoices WHERE tenant_id = $1 AND recurring_parent_id = $2 AND recurring_period = $3`, [
    tenantId,
    parent.id,
    date,
  ]);
  if (exists) return 0;
  const id = randomUUID();
  const code = await allocateCode(tx, tenantId, 'invoice');
  await insertDraftInvoice(tx, tenantId, {
    content: { ...parent.content, invoiceId: id, code, quotationId: null, date, dueDate },
    customerName: parent.customer_name,
    templateId: parent.template_id,
    generatedFor: { parentId: parent.id, period: date },
    createdBy: null,
  });
  return 1;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
