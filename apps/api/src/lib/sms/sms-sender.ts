import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingSms {
  /** E.164, e.g. +15551234567 */
  to: string;
  body: string;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
  /** Where texts go, for the start-up log. */
  readonly destination: string;
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

export class SmsError extends Error {}

/** Twilio's Messages API: one form-encoded POST per text, HTTP basic auth with the account. */
export function createTwilioSender({
  accountSid,
  authToken,
  from,
  apiUrl,
}: TwilioOptions): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    apiUrl,
  );
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    destination: `Twilio ${url.host}`,
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { message?: string };
        throw new SmsError(`Twilio refused the text (${response.status}): ${answer.message ?? ''}`);
      }
    },
  };
}

/** Without Twilio each text is written as a JSON file, so nothing is lost in development. */
export function createOutboxSender(outboxDir: string): SmsSender {
  return {
    destination: `outbox ${outboxDir}`,
    async send(sms) {
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(path.join(outboxDir, name), JSON.stringify(sms, null, 2));
    },
  };
}

/**
 * A phone number as Twilio wants it. Numbers are stored as typed (the US mask, or digits);
 * ten digits are a US or Canadian number.
 */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return `+${digits}`;
  return null;
}
