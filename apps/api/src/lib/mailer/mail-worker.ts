import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { MailJob, MailJobDone } from './mail-job';

/**
 * The mail thread: composes each message with nodemailer and hands it to SMTP, or writes it to
 * the outbox folder. Nothing else runs here, so it loads nodemailer and no more.
 */
const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string | undefined) {
  const key = smtpUrl ?? '';
  let transport = transports.get(key);
  if (!transport) {
    transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true });
    transports.set(key, transport);
  }
  return transport;
}

// The folder is made when a write finds it missing, not checked before every message.
async function writeToOutbox(file: string, message: Buffer) {
  try {
    await writeFile(file, message);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, message);
  }
}

async function run(job: MailJob) {
  const info = await transportFor(job.smtpUrl).sendMail(job.message);
  if (job.outboxFile) await writeToOutbox(job.outboxFile, info.message as Buffer);
}

parentPort!.on('message', (job: MailJob) => {
  run(job).then(
    () => parentPort!.postMessage({ id: job.id } satisfies MailJobDone),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({
        id: job.id,
        error: { message: failure.message, code: (failure as NodeJS.ErrnoException).code },
      } satisfies MailJobDone);
    },
  );
});
