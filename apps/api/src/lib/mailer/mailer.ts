import { randomUUID } from 'node:crypto';
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
        await (await transport()).sendMail({ from, ...email });
      },
    };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true });
  return {
    destination: `outbox ${outboxDir}`,
    async send(email) {
      const info = await (await transport()).sendMail({ from, ...email });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
