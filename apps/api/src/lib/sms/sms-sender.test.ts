import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../../testing/fake-twilio';
import { createOutboxSender, createTwilioSender, SmsError, toE164 } from './sms-sender';

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
});
afterAll(async () => {
  await twilio.close();
});

const sender = (authToken = twilio.env.TWILIO_AUTH_TOKEN) =>
  createTwilioSender({
    accountSid: twilio.env.TWILIO_ACCOUNT_SID,
    authToken,
    from: twilio.env.TWILIO_FROM,
    apiUrl: twilio.url,
  });

describe('Twilio sender', () => {
  it('posts the text to the Messages API with the account credentials', async () => {
    await sender().send({ to: '+14155550100', body: 'Hello' });
    expect(twilio.messages.at(-1)).toEqual({
      accountSid: 'AC_test',
      to: '+14155550100',
      from: '+15550001111',
      body: 'Hello',
    });
  });

  it("raises Twilio's own message when it refuses", async () => {
    await expect(sender('wrong').send({ to: '+14155550100', body: 'x' })).rejects.toThrow(SmsError);
    await expect(sender().send({ to: '+1', body: 'x' })).rejects.toThrow(
      /not a valid phone number/,
    );
  });
});

describe('outbox sender', () => {
  it('writes each text as a JSON file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-outbox-'));
    await createOutboxSender(dir).send({ to: '+14155550100', body: 'Hi there' });
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toEqual({
      to: '+14155550100',
      body: 'Hi there',
    });
  });
});

describe('toE164', () => {
  it('reads the US mask, plain digits and international numbers', () => {
    expect(toE164('+1 (415) 555-0100')).toBe('+14155550100');
    expect(toE164('4155550100')).toBe('+14155550100');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('555-0100')).toBeNull();
  });
});
