import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxSender, createTwilioSender, type SmsSender } from '../lib/sms/sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** Twilio when its account is configured, else text files in DATA_DIR/sms-outbox. */
export default fp(async function sms(app: FastifyInstance) {
  const { config } = app;
  app.decorate(
    'sms',
    config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
      ? createTwilioSender({
          accountSid: config.TWILIO_ACCOUNT_SID,
          authToken: config.TWILIO_AUTH_TOKEN,
          from: config.TWILIO_FROM,
          apiUrl: config.TWILIO_API_URL,
        })
      : createOutboxSender(path.join(config.DATA_DIR, 'sms-outbox')),
  );
});
