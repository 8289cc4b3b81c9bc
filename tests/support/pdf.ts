import { execFile } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-layout', '-', '-'], { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    child.stdin?.end(pdf);
  });
}

/** A supertest parser that collects a binary body (a PDF) as a Buffer. */
export const binary = (res: NodeJS.EventEmitter, done: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The attachment named `filename` of a raw MIME message, decoded from its base64. */
export function mailAttachment(raw: string, filename: string): Buffer {
  const at = raw.indexOf(`name=${filename}`);
  if (at < 0) throw new Error(`No attachment ${filename} in the mail`);
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}
