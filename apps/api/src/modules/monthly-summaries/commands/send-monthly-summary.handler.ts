import { Command, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { addToMonth, calendarDateIn, dueSummaryMonth, monthPeriod, type Locale, type MonthlySummaryKind } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import { findPrincipal, type Principal } from '../../../platform/auth/principal';
import { MailOutbox, type NewMail } from '../../../platform/mail/mail-outbox';
import { writeSheet } from '../../../platform/export/xlsx';
import { printBusiness, type PrintBusiness } from '../../../platform/pdf/document-letterhead';
import { OUTSTANDING_COLUMNS } from '../../reports/outstanding-report';
import { GetOutstandingReport } from '../../reports/queries/get-outstanding-report.handler';
import { GetProfitAndLoss } from '../../reports/queries/get-profit-and-loss.handler';
import { businessSummaryPdf } from '../business-summary-pdf';
import { monthlySummaryMail } from '../monthly-summary-mail';
import { SUMMARY_CONFIG_COLUMNS, summaryScheduleOf, type SummaryConfigRow } from '../monthly-summary-schedule';

/**
 * Mails one summary to every active admin of the workspace if it is due at `now` (in the
 * workspace's time zone). Runs in a transaction of that workspace; answers how many mails
 * it queued (0 when nothing is due or another server sent it).
 */
export class SendMonthlySummary extends Command<number> {
  constructor(
    readonly tenantId: string,
    readonly kind: MonthlySummaryKind,
    readonly now: Date,
  ) {
    super();
  }
}

type Config = SummaryConfigRow & { locale: Locale | null; base_currency: string; deactivated: boolean };
type Attachment = NonNullable<NewMail['attachments']>[number];

@CommandHandler(SendMonthlySummary)
export class SendMonthlySummaryHandler implements ICommandHandler<SendMonthlySummary> {
  constructor(
    private readonly db: Database,
    private readonly queries: QueryBus,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Exactly once per workspace, summary and month: the run's key is inserted in the same
   * transaction that queues the mail. A server racing for the same key waits on the first
   * one's uncommitted row, then finds it taken (ON CONFLICT DO NOTHING) and stops; if the
   * first rolls back, the key and its mail go together and the next sweep tries again.
   */
  async execute({ tenantId, kind, now }: SendMonthlySummary): Promise<number> {
    const tx = this.db.tx;
    const [config] = await tx.query<Config>(
      `SELECT ${SUMMARY_CONFIG_COLUMNS}, c.monthly_summary_locale AS locale, c.base_currency, w.deactivated
         FROM business_configuration c JOIN workspaces w ON w.id = c.tenant_id WHERE c.tenant_id = $1`,
      [tenantId],
    );
    if (!config || config.deactivated) return 0;
    const today = calendarDateIn(config.time_zone, now);
    const month = dueSummaryMonth(today, summaryScheduleOf(config, kind));
    if (month === null) return 0;
    const admins = await tx.query<{ id: string; email: string }>(
      `SELECT id, email FROM users WHERE tenant_id = $1 AND user_role = 1 AND deleted_at IS NULL ORDER BY created_at, id`,
      [tenantId],
    );
    if (admins.length === 0) return 0;
    const locale: Locale = config.locale ?? 'en';
    // The outstanding summary stands on the run date (what is owed now); the business summary covers last month.
    const period = kind === 'outstanding' ? { from: today, to: today } : monthPeriod(addToMonth(month, -1));
    const claimed = await tx.query(
      `INSERT INTO monthly_summary_runs (tenant_id, kind, month, run_on, period_from, period_to, recipients, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (tenant_id, kind, month) DO NOTHING RETURNING month`,
      [tenantId, kind, month, today, period.from, period.to, admins.map((a) => a.email), locale],
    );
    if (claimed.length === 0) return 0;

    // The workspace's first admin asks for the reports and sends the mail.
    const me = await findPrincipal(tx, tenantId, admins[0].id);
    if (!me) throw new Error(`Admin ${admins[0].id} vanished inside the transaction`);
    const business = await printBusiness(tx, tenantId);
    const { attachment, count, amount } =
      kind === 'outstanding' ? await this.outstanding(me, today) : await this.business(me, business, period, config.base_currency, locale);
    const mail = monthlySummaryMail(kind, locale, { business: business.name, currency: config.base_currency, period, count, amount });
    for (const admin of admins) {
      await this.outbox.queue(me, { to: admin.email, ...mail, about: `monthly-summary:${kind}:${month}`, attachments: [attachment] });
    }
    return admins.length;
  }

  private async outstanding(me: Principal, asOf: string): Promise<{ attachment: Attachment; count: number; amount: string }> {
    const { rows, totals } = await this.queries.execute(new GetOutstandingReport(me, { asOf }, { sort: { field: 'date', order: 'ASC' }, range: null }));
    const content = await writeSheet(`Outstanding ${asOf}`, OUTSTANDING_COLUMNS, rows, { ...totals, code: 'Total' });
    return {
      attachment: { filename: `outstanding-summary-${asOf}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content },
      count: totals.count,
      amount: totals.total_due,
    };
  }

  private async business(
    me: Principal,
    business: PrintBusiness,
    period: { from: string; to: string },
    currency: string,
    locale: Locale,
  ): Promise<{ attachment: Attachment; count?: number; amount: string }> {
    const statement = await this.queries.execute(new GetProfitAndLoss(me, period));
    const content = await businessSummaryPdf(business, statement, period, currency, locale);
    return {
      attachment: { filename: `business-summary-${period.from.slice(0, 7)}.pdf`, contentType: 'application/pdf', content },
      amount: statement.net_profit,
    };
  }
}
