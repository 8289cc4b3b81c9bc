import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process that keeps what it receives, for mail tests. */
export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReadMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A received message decoded: its subject, its plain text and its attachments (nodemailer's MIME). */
export function readMail(raw: string): ReadMail {
  const mail: ReadMail = { subject: '', text: '', attachments: [] };
  const visit = (entity: string) => {
    const { headers, body } = splitEntity(entity);
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) if (!part.startsWith('--')) visit(part.replace(/^\r?\n/, ''));
      return;
    }
    const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
          : Buffer.from(body, 'utf8');
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
    if (filename) mail.attachments.push({ filename: decodeWords(filename), contentType: type.split(';')[0], content });
    else if (type.startsWith('text/plain') && mail.text === '') mail.text = content.toString('utf8');
  };
  const top = splitEntity(raw);
  mail.subject = decodeWords(top.headers.subject ?? '');
  visit(raw);
  return mail;
}

function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end < 0 ? entity : entity.slice(0, end);
  const body = end < 0 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
