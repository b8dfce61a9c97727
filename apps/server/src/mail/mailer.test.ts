import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, readOutbox } from '../test-support/outbox.ts';
import { createMailer } from './mailer.ts';

const logger = pino({ level: 'silent' });

/** A German text and a file built while it is sent: what an export mail carries. */
const message = () => ({
  to: 'erika@example.test',
  subject: 'Ihr Export „Umsätze“ ist fertig',
  text: 'Hallo Erika,\nim Anhang: Umsätze vom 1.–30. November.\n',
  attachments: [
    {
      filename: 'umsätze_november.csv',
      contentType: 'text/csv',
      content: Readable.from(['Datum;Summe\n', '2026-11-01;12,40\n']),
    },
  ],
});

describe('mailer over SMTP (SMTP_URL)', () => {
  const received: { from: string; to: string[]; raw: Buffer }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message with its streamed attachment to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kiosk Console <console@example.test>',
      outboxDir: '/nonexistent',
      logger,
    });
    await mailer.send(message());
    mailer.close();

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'console@example.test', to: ['erika@example.test'] });
    const mail = await parseMail(received[0]?.raw ?? Buffer.alloc(0));
    expect(mail.subject).toBe('Ihr Export „Umsätze“ ist fertig');
    expect(mail.text).toContain('Umsätze vom 1.–30. November.');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'umsätze_november.csv', contentType: 'text/csv' });
    expect(mail.attachments[0]?.content.toString('utf8')).toBe('Datum;Summe\n2026-11-01;12,40\n');
  });

  it('fails the send when the server refuses the recipient (the caller records the failure)', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.server.address() as { port: number }).port;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${refusingPort}`,
      from: 'console@example.test',
      outboxDir: '/nonexistent',
      logger,
    });
    await expect(mailer.send(message())).rejects.toThrow(/mailbox unavailable/);
    mailer.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});

describe('mailer without SMTP_URL (the outbox folder)', () => {
  it('writes the same message as an .eml file the outbox reader decodes', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kiosk-mailer-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'console@example.test',
      outboxDir: path.join(dataDir, 'outbox'),
      logger,
    });
    await mailer.send(message());
    const [mail] = await readOutbox(dataDir);
    expect(mail).toMatchObject({ to: 'erika@example.test', subject: 'Ihr Export „Umsätze“ ist fertig' });
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe('Datum;Summe\n2026-11-01;12,40\n');
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
