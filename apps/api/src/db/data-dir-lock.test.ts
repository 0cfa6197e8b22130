import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../..');
const tsx = path.resolve(apiRoot, '../../node_modules/.bin/tsx');
const run = promisify(execFile);

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'stayfront-lock-'));

/** A pid no process has: a child that already exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the embedded database lock', () => {
  it('lets one process in; another is refused with who holds it, until it is released', () => {
    const dir = freshDir();
    const release = lockDataDir(dir, { role: 'server', port: 3113 });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toEqual({
      pid: process.pid,
      holder: { role: 'server', port: 3113 },
    });
    expect(() =>
      lockDataDir(dir, { role: 'command', name: 'npm run user:create-support' }),
    ).toThrow(new DataDirLockedError({ pid: process.pid, holder: { role: 'server', port: 3113 } }));
    release();
    lockDataDir(dir, { role: 'command', name: 'npm run user:create-support' })();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: deadPid(), holder: { role: 'server', port: 3000 } }),
    );
    const release = lockDataDir(dir, { role: 'server', port: 3000 });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('is not needed on PostgreSQL', () => {
    const dir = freshDir();
    const release = lockDataDir(dir, { role: 'server', port: 3000 });
    const database = openDatabase(
      { DATA_DIR: dir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      { role: 'command', name: 'test' },
    );
    expect(database.kind).toBe('postgres');
    release();
    return database.close();
  });
});

describe('npm run user:create-support while the server runs', () => {
  const cli = (dataDir: string) =>
    run(tsx, [path.join(apiRoot, 'src/cli/create-support-user.ts'), 'help@example.com'], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    });

  it('refuses with a message that says so, and works once the server has stopped', async () => {
    const dir = freshDir();
    const releaseServer = lockDataDir(dir, { role: 'server', port: 3000 });
    const refused = await cli(dir).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stdout).toBe('');
    expect(refused?.stderr.trim()).toBe(
      `The server is running on this data directory (pid ${process.pid}, port 3000). Stop it first, or run both on PostgreSQL (DATABASE_URL), where they can share the database.`,
    );
    releaseServer();

    const created = await cli(dir);
    expect(created.stdout).toMatch(
      /^Support user help@example.com created\. Temporary password: \S{20}\n$/,
    );
    // The command let go of the database: the server can take it again.
    lockDataDir(dir, { role: 'server', port: 3000 })();
  }, 120_000);
});
