import fs from 'node:fs/promises';
import path from 'node:path';

/** A mail the embedded mailer wrote to DATA_DIR/outbox, decoded (enough MIME for nodemailer's own output). */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(decodeQp(data.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}

function decodeQp(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index < 0 ? raw : raw.slice(0, index);
  const body = index < 0 ? '' : raw.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): Buffer {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQp(body), 'latin1');
  return Buffer.from(body, 'utf8');
}

export function parseMail(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitPart(raw);
  const mail: OutboxMail = {
    file,
    to: headers.to ?? '',
    subject: decodeWords(headers.subject ?? ''),
    text: '',
    attachments: [],
  };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      const chunks = partBody.split(`--${boundary}`).slice(1);
      for (const chunk of chunks) {
        if (chunk.startsWith('--')) break;
        const part = splitPart(chunk.replace(/^\r?\n/, ''));
        visit(part.headers, part.body);
      }
      return;
    }
    const disposition = partHeaders['content-disposition'] ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    const content = decodeBody(partHeaders, partBody);
    if (filename)
      mail.attachments.push({ filename: decodeWords(filename), contentType: type.split(';')[0] ?? type, content });
    else if (type.toLowerCase().startsWith('text/plain')) mail.text += content.toString('utf8');
  };
  visit(headers, body);
  return mail;
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(await fs.readFile(path.join(dir, f), 'utf8'), f)));
}

/** Waits until a mail to `to` matching `subject` is in the outbox. */
export async function waitForMail(
  dataDir: string,
  match: { to: string; subject?: RegExp; where?: (mail: OutboxMail) => boolean },
  timeoutMs = 20_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).find(
      (m) =>
        m.to.includes(match.to) &&
        (!match.subject || match.subject.test(m.subject)) &&
        (!match.where || match.where(m)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${match.to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
