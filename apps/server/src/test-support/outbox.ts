import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail the embedded mailer wrote to DATA_DIR/outbox, decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A raw message (an outbox .eml file, or what an SMTP server received) decoded with mailparser. */
export async function parseMail(raw: string | Buffer, file = ''): Promise<OutboxMail> {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  return {
    file,
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** Every mail in the outbox, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseMail(await fs.readFile(path.join(dir, f)), f)));
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
