import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

/**
 * A local server that answers Twilio's Messages API: it checks the basic auth against the
 * account path and keeps every text it accepts.
 */
export async function startFakeTwilio(accountSid = 'AC_test', authToken = 'twilio-token') {
  const messages: ReceivedSms[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || !match) return reply(404, { message: 'Not found' });
      if (req.headers.authorization !== expectedAuth || match[1] !== accountSid) {
        return reply(401, { code: 20003, message: 'Authenticate' });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const to = form.get('To') ?? '';
      if (!/^\+\d{8,15}$/.test(to)) {
        return reply(400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
        });
      }
      const sms = { accountSid, to, from: form.get('From') ?? '', body: form.get('Body') ?? '' };
      messages.push(sms);
      reply(201, { sid: `SM${messages.length}`, status: 'queued', ...sms });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    env: {
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
