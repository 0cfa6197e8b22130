import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { MailThread } from './mail-thread';

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

function outboxFileName(email: OutgoingEmail) {
  return email.idempotencyKey
    ? `keyed-${keyedName(email.idempotencyKey)}.eml`
    : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
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
 * One mail thread for the process, whichever mailers use it (tests build many apps): it loads
 * nodemailer, about 15 MB, with the first message rather than with the server.
 */
let mailThread: MailThread | undefined;

/** SMTP when configured; otherwise each message is written as an .eml file to the outbox folder. */
export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  const thread = () => (mailThread ??= new MailThread());
  if (smtpUrl) {
    return {
      destination: `SMTP ${new URL(smtpUrl).host}`,
      send: (email) => thread().send({ smtpUrl, message: messageOf(from, email) }),
    };
  }
  return {
    destination: `outbox ${outboxDir}`,
    send: (email) =>
      thread().send({
        message: messageOf(from, email),
        outboxFile: path.join(outboxDir, outboxFileName(email)),
      }),
  };
}
