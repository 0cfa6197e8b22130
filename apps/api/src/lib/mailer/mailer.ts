import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

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

/** SMTP when configured; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      destination: `SMTP ${new URL(smtpUrl).host}`,
      async send(email) {
        await transport.sendMail({ from, ...email });
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });
  return {
    destination: `outbox ${outboxDir}`,
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
