import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * Names this one message: sent again after a crash (an outbox retry), it is the same message,
   * with the same Message-ID, and the file outbox writes the same file instead of a second one.
   */
  idempotencyKey?: string;
}

/** A stable Message-ID and file name for a keyed message. */
function keyedName(key: string) {
  return createHash('sha256').update(key).digest('hex').slice(0, 40);
}

function messageOf(from: string, { idempotencyKey, ...email }: OutgoingEmail) {
  if (!idempotencyKey) return { from, ...email };
  const domain = from.split('@')[1]?.replace(/>$/, '') || 'localhost';
  return { from, ...email, messageId: `<${keyedName(idempotencyKey)}@${domain}>` };
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** Where mail goes, for the start-up log. */
  readonly destination: string;
}

export interface MailerOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/**
 * nodemailer adds about 15 MB; it is loaded with the first message rather than with the server,
 * and its transport is made once.
 */
function lazyTransport(options: string | SMTPTransport.Options | StreamTransport.Options) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
}

/** SMTP when configured; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    return {
      destination: `SMTP ${new URL(smtpUrl).host}`,
      async send(email) {
        await (await transport()).sendMail(messageOf(from, email));
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    destination: `outbox ${outboxDir}`,
    async send(email) {
      const info = await (await transport()).sendMail(messageOf(from, email));
      const name = email.idempotencyKey
        ? `keyed-${keyedName(email.idempotencyKey)}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const file = path.join(outboxDir, name);
      // The folder is made when a write finds it missing, not checked before every message.
      try {
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await mkdir(outboxDir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      }
    },
  };
}
