import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

/** Who holds the embedded database: the server (with its port) or a command-line tool. */
export type LockHolder = { role: 'server'; port: number } | { role: 'command'; name: string };

interface LockFile {
  pid: number;
  holder: LockHolder;
}

export const LOCK_FILE_NAME = 'db.lock';

/** Another live process has the embedded database open; the message says which and what to do. */
export class DataDirLockedError extends Error {
  constructor(readonly lock: LockFile) {
    super(lockedMessage(lock));
    this.name = 'DataDirLockedError';
  }
}

function lockedMessage({ pid, holder }: LockFile) {
  if (holder.role === 'server') {
    return (
      `The server is running on this data directory (pid ${pid}, port ${holder.port}). ` +
      'Stop it first, or run both on PostgreSQL (DATABASE_URL), where they can share the database.'
    );
  }
  return `\`${holder.name}\` is using this data directory (pid ${pid}). Wait for it to finish, then try again.`;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockFile>;
    return typeof parsed.pid === 'number' && parsed.holder ? (parsed as LockFile) : null;
  } catch {
    return null;
  }
}

/**
 * PGlite keeps the database in files that only one process may have open: a second process
 * writing there is not seen by the first, and can corrupt it. So whoever opens DATA_DIR/db takes
 * DATA_DIR/db.lock (created exclusively, holding its pid); while that pid lives, others refuse.
 * A lock left by a process that died is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string, holder: LockHolder): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const mine: LockFile = { pid: process.pid, holder };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      try {
        writeFileSync(fd, JSON.stringify(mine));
      } finally {
        closeSync(fd);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readLock(file);
    if (current && isAlive(current.pid)) throw new DataDirLockedError(current);
    if (!current && attempt === 0) {
      // A lock being written this instant reads as empty: give its writer a moment.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take ${file}; remove it if no server or command is running.`);
}
