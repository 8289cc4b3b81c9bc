import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mailRefusal, type Locale } from '@ginuma/domain';
import { Database } from '../../../platform/database/database';
import type { Principal } from '../../../platform/auth/principal';
import { invalid, notFound } from '../../../platform/http/app-errors';
import { MailOutbox } from '../../../platform/mail/mail-outbox';
import { mailAmount, mailBusiness, mailDate } from '../../../platform/mail/document-mail-wording';
import { printBusiness } from '../../../platform/pdf/document-letterhead';
import { askedStatement } from '../queries/get-statement.handler';
import { statementParty } from '../statement';
import { statementPdf } from '../statement-pdf';

export interface StatementMail {
  from?: string;
  to?: string;
  toAddress: string | null;
  subject: string | null;
  message: string | null;
  locale: Locale;
}

/** The mail's own words when the sender wrote none, in the language they asked for, with what the customer owes on `to`. */
const WORDING: Record<Locale, { subject: (workspace: string, from: string, to: string) => string; text: (name: string, from: string, to: string, balance: string, workspace: string) => string }> = {
  en: {
    subject: (workspace, from, to) => `Statement of account ${from} to ${to} from ${workspace}`,
    text: (name, from, to, balance, workspace) =>
      `Dear ${name},\n\nPlease find attached your statement of account for ${from} to ${to}.\nBalance on ${to}: ${balance}.\n\n${workspace}`,
  },
  si: {
    subject: (workspace, from, to) => `${workspace} වෙතින් ${from} සිට ${to} දක්වා ගිණුම් ප්‍රකාශය`,
    text: (name, from, to, balance, workspace) =>
      `හිතවත් ${name},\n\n${from} සිට ${to} දක්වා ඔබගේ ගිණුම් ප්‍රකාශය මෙයට අමුණා ඇත.\n${to} දිනට ශේෂය: ${balance}.\n\n${workspace}`,
  },
};

/**
 * Queues a customer's statement as a PDF in the mail outbox (sent after commit), by default to
 * the customer's email, as documents are mailed.
 */
export class EmailStatement extends Command<{ message: string; id: string }> {
  constructor(
    readonly me: Principal,
    readonly customerId: string,
    readonly mail: StatementMail,
  ) {
    super();
  }
}

@CommandHandler(EmailStatement)
export class EmailStatementHandler implements ICommandHandler<EmailStatement> {
  constructor(
    private readonly db: Database,
    private readonly outbox: MailOutbox,
  ) {}

  async execute({ me, customerId, mail }: EmailStatement): Promise<{ message: string; id: string }> {
    const party = await statementParty(this.db.tx, me.tenantId, 'customer', customerId);
    if (party.deleted) throw notFound();
    const to = mail.toAddress ?? party.email;
    if (!to) throw invalid('to_address', mailRefusal.field('no-recipient-email'));
    const statement = await askedStatement(this.db, me, 'customer', customerId, { from: mail.from, to: mail.to });
    const pdf = await statementPdf(await printBusiness(this.db.tx, me.tenantId), statement, mail.locale);
    const business = await mailBusiness(this.db.tx, me.tenantId);
    const workspace = business.name;
    const wording = WORDING[mail.locale];
    const fromDay = mailDate(statement.from, mail.locale);
    const toDay = mailDate(statement.to, mail.locale);
    const id = await this.outbox.queue(me, {
      to,
      subject: mail.subject ?? wording.subject(workspace, fromDay, toDay),
      text: mail.message ?? wording.text(party.name, fromDay, toDay, mailAmount(statement.closing_balance, business.currency, mail.locale), workspace),
      about: `customer:${customerId}`,
      attachments: [{ filename: `statement-${statement.to}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: 'Email queued', id };
  }
}
