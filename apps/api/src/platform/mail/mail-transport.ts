import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  id: string;
  from: { address: string; name?: string | null };
  replyTo?: string | null;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}

export interface MailTransportOptions {
  /** smtp://user:pass@host:port (or smtps://); unset writes .eml files to `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
}

/**
 * Sends over SMTP with nodemailer. With no SMTP server configured (a developer's machine),
 * each message is written as an .eml file instead, so it can be opened and checked.
 */
export class MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly options: MailTransportOptions) {
    this.transporter = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({
      messageId: `<${mail.id}@ginuma>`,
      from: mail.from.name ? { name: mail.from.name, address: mail.from.address } : mail.from.address,
      replyTo: mail.replyTo ?? undefined,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.base64, encoding: 'base64' })),
    });
    if (!this.options.smtpUrl) {
      mkdirSync(this.options.mailDir, { recursive: true });
      writeFileSync(join(this.options.mailDir, `${mail.id}.eml`), (info as { message: Buffer }).message);
    }
  }

  close(): void {
    this.transporter.close();
  }
}
