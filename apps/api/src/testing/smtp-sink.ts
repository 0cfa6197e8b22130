import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | null; mimeType: string; content: Buffer }[];
}

/** A real SMTP server on a free local port that keeps what it receives, for tests to read. */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                mimeType: file.mimeType,
                content: Buffer.from(file.content as ArrayBuffer),
              })),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The last message sent to `to`. */
    lastTo(to: string) {
      return [...received].reverse().find((mail) => mail.to.includes(to));
    },
    /**
     * Waits for a message to `to` (mail sent after an answer arrives a moment later), the last
     * one whose subject starts with `subject` when given: the receipt of an order goes out from
     * the outbox after the order is ready, so it can come before or after the mail a test wants.
     */
    async waitFor(to: string, timeoutMs = 5000, subject = '') {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received]
          .reverse()
          .find((m) => m.to.includes(to) && m.subject.startsWith(subject));
        if (mail || Date.now() > deadline) return mail;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs `work` with a sink of its own, closed after it whatever the outcome. */
export async function withSmtpSink<T>(work: (smtp: SmtpSink) => Promise<T>): Promise<T> {
  const smtp = await startSmtpSink();
  try {
    return await work(smtp);
  } finally {
    await smtp.close();
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
