import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startSmtpSink, withSmtpSink } from '../../testing/smtp-sink';
import { MailThread } from './mail-thread';

const message = { from: 'support@stayfront.com', to: 'guest@example.com', text: 'Hi' };

describe('the mail thread', () => {
  it('stops when idle and starts again for the next message', () =>
    withSmtpSink(async (smtp) => {
      const thread = new MailThread(20);
      await thread.send({ smtpUrl: smtp.url, message: { ...message, subject: 'First' } });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await thread.send({ smtpUrl: smtp.url, message: { ...message, subject: 'Second' } });
      expect(smtp.received.map((m) => m.subject)).toEqual(['First', 'Second']);
    }));

  it('answers each send with its own outcome when sends overlap', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    await withSmtpSink(async (smtp) => {
      const thread = new MailThread();
      const outcomes = await Promise.allSettled([
        thread.send({ smtpUrl: smtp.url, message: { ...message, subject: 'Delivered' } }),
        thread.send({ smtpUrl: closed.url, message: { ...message, subject: 'Refused' } }),
        thread.send({ smtpUrl: smtp.url, message: { ...message, subject: 'Also delivered' } }),
      ]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Also delivered', 'Delivered']);
    });
  });

  it('fails a message that cannot cross to the thread, and sends the next one', () =>
    withSmtpSink(async (smtp) => {
      const thread = new MailThread();
      // A stream is content nodemailer takes, but it cannot cross to another thread.
      const attachments = [{ filename: 'sign.png', content: Readable.from(['png']) }];
      const uncloneable = { ...message, subject: 'Never', attachments };
      await expect(thread.send({ smtpUrl: smtp.url, message: uncloneable })).rejects.toThrow(
        /could not be cloned/,
      );
      await thread.send({ smtpUrl: smtp.url, message: { ...message, subject: 'Sent' } });
      expect(smtp.received.map((m) => m.subject)).toEqual(['Sent']);
    }));
});
