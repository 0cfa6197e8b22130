import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSmtpSink, withSmtpSink } from '../../testing/smtp-sink';
import { createMailer } from './mailer';

const email = { to: 'guest@example.com', subject: 'Your order #7', html: '<p>Hi</p>', text: 'Hi' };
const smtpMailer = (smtpUrl: string) =>
  createMailer({ smtpUrl, outboxDir: '', from: 'support@stayfront.com' });

describe('the file outbox', () => {
  it('writes a keyed message once however often it is sent, and every unkeyed one', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'mailer-test-'));
    const mailer = createMailer({ outboxDir, from: 'support@stayfront.com' });
    await mailer.send({ ...email, idempotencyKey: 'receipt:order-7' });
    await mailer.send({ ...email, idempotencyKey: 'receipt:order-7' });
    await mailer.send({ ...email, idempotencyKey: 'receipt:order-8' });
    const keyed = readdirSync(outboxDir);
    expect(keyed).toHaveLength(2);
    const first = readFileSync(path.join(outboxDir, keyed[0]!), 'utf8');
    expect(first).toMatch(/^Message-ID: <[0-9a-f]{40}@stayfront\.com>$/m);

    await mailer.send(email);
    await mailer.send(email);
    expect(readdirSync(outboxDir)).toHaveLength(4);
  });

  it('makes its folder when it is missing, also when it is removed while running', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'mailer-test-')), 'outbox');
    const mailer = createMailer({ outboxDir, from: 'support@stayfront.com' });
    await mailer.send(email);
    expect(readdirSync(outboxDir)).toHaveLength(1);
    rmSync(outboxDir, { recursive: true });
    await mailer.send(email);
    expect(readdirSync(outboxDir)).toHaveLength(1);
  });
});

describe('SMTP through the mail thread', () => {
  it('delivers the message whole, its attachment byte for byte', () =>
    withSmtpSink(async (smtp) => {
      const content = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
      await smtpMailer(smtp.url).send({
        ...email,
        attachments: [{ filename: 'signage.pdf', content, contentType: 'application/pdf' }],
      });
      const received = smtp.lastTo('guest@example.com');
      expect(received?.subject).toBe('Your order #7');
      expect(received?.text.trim()).toBe('Hi');
      expect(received?.attachments).toEqual([
        { filename: 'signage.pdf', mimeType: 'application/pdf', content },
      ]);
    }));

  it('fails the send when the server cannot be reached, and sends the next message', async () => {
    const smtp = await startSmtpSink();
    await smtp.close();
    await expect(smtpMailer(smtp.url).send(email)).rejects.toMatchObject({ code: 'ESOCKET' });

    await withSmtpSink(async (up) => {
      const mailer = smtpMailer(up.url);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => mailer.send({ ...email, subject: `Order #${i}` })),
      );
      expect(up.received.map((m) => m.subject).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Order #${i}`).sort(),
      );
    });
  });
});
