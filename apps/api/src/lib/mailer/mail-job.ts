import type Mail from 'nodemailer/lib/mailer';

/** One message for the mail thread: how to send it, and where the outbox keeps it. */
export interface MailJob {
  id: number;
  message: Mail.Options;
  /** SMTP when set; otherwise the message is composed and written to `outboxFile`. */
  smtpUrl?: string;
  outboxFile?: string;
}

/** The mail thread's answer to a job. */
export interface MailJobDone {
  id: number;
  error?: { message: string; code?: string };
}
