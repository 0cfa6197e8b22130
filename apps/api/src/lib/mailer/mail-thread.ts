import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MailJob, MailJobDone } from './mail-job';

/** A mail thread with nothing to send stops after this long, giving its memory back. */
const IDLE_STOP_MS = 10_000;

function startWorker() {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // The sources (tests, `npm run dev`) run through tsx, whose loader a worker does not
    // inherit: the worker registers tsx's require hook, then loads the TypeScript entry.
    const tsx = createRequire(here).resolve('tsx/cjs/api');
    const entry = fileURLToPath(new URL('./mail-worker.ts', here));
    return new Worker(
      `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`,
      { eval: true },
    );
  }
  // build.mjs writes the worker at dist's root, where esbuild puts the chunk holding this module.
  return new Worker(new URL('./mail-worker.js', here));
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}

function failureOf(error: NonNullable<MailJobDone['error']>) {
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

/**
 * Composing a message with nodemailer and writing it out took about a fifth of the API thread's
 * CPU in the journey bench (two e-mails a journey), while a sixth of the machine sat idle. The
 * messages are composed and sent on a worker thread instead, started with the first message and
 * stopped when idle. A message still in the thread keeps the process alive, as a send did.
 */
export class MailThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly idleStopMs = IDLE_STOP_MS) {}

  send(job: Omit<MailJob, 'id'>): Promise<void> {
    const worker = this.running();
    const id = this.nextId++;
    clearTimeout(this.idleTimer);
    if (this.waiting.size === 0) worker.ref();
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      try {
        worker.postMessage({ ...job, id } satisfies MailJob);
      } catch (error) {
        // A message that cannot cross to the thread (not cloneable) fails alone.
        this.settle({ id, error: { message: (error as Error).message } });
      }
    });
  }

  private running() {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (done: MailJobDone) => this.settle(done));
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`mail thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle({ id, error }: MailJobDone) {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    if (error) waiting.reject(failureOf(error));
    else waiting.resolve();
    if (this.waiting.size === 0) this.idle();
  }

  private idle() {
    const worker = this.worker;
    worker?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && this.waiting.size === 0) {
        this.worker = undefined;
        void worker?.terminate();
      }
    }, this.idleStopMs).unref();
  }

  /** A thread that died fails what it held; the next message starts a new one. */
  private stopped(worker: Worker, error: Error) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    const failed = [...this.waiting.values()];
    this.waiting.clear();
    for (const waiting of failed) waiting.reject(error);
  }
}
