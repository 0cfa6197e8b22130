import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const email = { to: 'guest@example.com', subject: 'Your order #7', html: '<p>Hi</p>', text: 'Hi' };

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
