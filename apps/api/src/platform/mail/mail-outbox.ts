import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Database } from '../database/database';
import { startPeriodicSweep } from '../jobs/periodic-sweep';
import type { Principal } from '../auth/principal';
import { MailTransport } from './mail-transport';
import { businessEmailState } from './business-email';

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailOptions {
  /** Sender when a workspace has no Email Settings yet. */
  defaultFrom: string;
  /** How often failed or stuck mail is retried; 0 turns the sweep off (tests). */
  sweepSeconds: number;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about, e.g. `customer:<id>`, for finding it again. */
  about?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

const MAX_ATTEMPTS = 5;

interface OutboxRow {
  id: string;
  from_address: string;
  from_name: string | null;
  reply_to: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}

/**
 * Mail leaves through an outbox: `queue` writes it in the request's transaction with the
 * workspace's Email Settings (from, name, reply-to); it is sent once that commits, and a
 * sweep retries what failed. Two API processes never send one message twice: a send first
 * claims its row.
 */
@Injectable()
export class MailOutbox implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private stop: () => Promise<void> = async () => undefined;
  /** Sends started after a commit; shutdown waits for them before the database closes. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly schedule: SchedulerRegistry,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {}

  onModuleInit(): void {
    this.stop = startPeriodicSweep(this.schedule, 'mail-outbox', this.options.sweepSeconds, () => this.retryDue(), this.logger);
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
    await Promise.allSettled(this.sending);
    this.transport.close();
  }

  async queue(me: Principal, mail: NewMail): Promise<string> {
    const [settings] = await this.db.tx.query<{ from_address: string; from_name: string; reply_to: string | null }>(
      `SELECT from_address, from_name, reply_to FROM email_settings WHERE tenant_id = $1`,
      [me.tenantId],
    );
    // Customers reply to the business (Email Settings' reply-to, else Business Configuration's
    // email), never to whichever user happened to send.
    const business = settings?.reply_to ? null : await businessEmailState(this.db.tx, me.tenantId);
    const [row] = await this.db.tx.query<{ id: string }>(
      `INSERT INTO mail_outbox (tenant_id, about, from_address, from_name, reply_to, to_address, subject, body_text, attachments, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        me.tenantId,
        mail.about ?? null,
        settings?.from_address ?? this.options.defaultFrom,
        settings?.from_name ?? me.workspace.name,
        settings?.reply_to ?? business?.business_email ?? settings?.from_address ?? me.email,
        mail.to,
        mail.subject,
        mail.text,
        JSON.stringify((mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))),
        me.userId,
      ],
    );
    this.db.afterCommit(() => {
      const sent = this.deliver(me.tenantId, row.id)
        .catch((error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)))
        .finally(() => this.sending.delete(sent));
      this.sending.add(sent);
    });
    return row.id;
  }

  /** Claims, sends and records one message; a failure is kept for the sweep to retry. */
  async deliver(tenantId: string, id: string): Promise<void> {
    const scope = { kind: 'tenant', tenantId, userId: null } as const;
    const [mail] = await this.db.transaction(scope, (tx) =>
      tx.query<OutboxRow>(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1
          WHERE tenant_id = $1 AND id = $2 AND attempts < ${MAX_ATTEMPTS}
            AND (status IN ('pending', 'failed') OR (status = 'sending' AND created_at < now() - interval '10 minutes'))
          RETURNING id, from_address, from_name, reply_to, to_address, subject, body_text, attachments`,
        [tenantId, id],
      ),
    );
    if (!mail) return;
    try {
      await this.transport.send({
        id: mail.id,
        from: { address: mail.from_address, name: mail.from_name },
        replyTo: mail.reply_to,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body_text,
        attachments: mail.attachments,
      });
      await this.db.transaction(scope, (tx) =>
        tx.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE tenant_id = $1 AND id = $2`, [tenantId, id]),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Mail ${id} failed: ${message}`);
      await this.db.transaction(scope, (tx) =>
        tx.query(`UPDATE mail_outbox SET status = 'failed', last_error = $3 WHERE tenant_id = $1 AND id = $2`, [tenantId, id, message]),
      );
    }
  }

  async retryDue(): Promise<void> {
    const due = await this.db.transaction({ kind: 'worker' }, (tx) =>
      tx.query<{ tenant_id: string; id: string }>(
        `SELECT tenant_id, id FROM mail_outbox WHERE attempts < ${MAX_ATTEMPTS} AND created_at < now() - interval '30 seconds'
          ORDER BY created_at LIMIT 50`,
      ),
    );
    for (const mail of due) await this.deliver(mail.tenant_id, mail.id);
  }
}
