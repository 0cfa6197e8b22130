// The built API on a fresh PostgreSQL database, started for one benchmark and removed after it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function waitForHealth(url) {
  for (let i = 0; i < 400; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * Creates the database, starts `apps/api/dist/server.js` (or `script`) on `port` and waits until
 * it answers.
 * `stop()` ends the server and drops the database (kept when BENCH_KEEP_DB is set, for looking
 * at query plans).
 */
export async function startBenchApi(
  root,
  { name, port, env = {}, script = 'apps/api/dist/server.js', healthPath = '/api/health/' },
) {
  // A server already answering there would be measured (and written to) instead of ours.
  const taken = await fetch(`http://localhost:${port}/api/health/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: pick another (BENCH_PORT)`);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `stayfront_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const base = `http://localhost:${port}`;
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = spawn(process.execPath, [...nodeArgs, path.join(root, script)], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `stayfront-bench-${name}-`)),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  async function stop() {
    api.kill();
    if (api.exitCode === null) await new Promise((resolve) => api.once('exit', resolve));
    if (process.env.BENCH_KEEP_DB) console.log(`\nKept ${databaseUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  try {
    await waitForHealth(`${base}${healthPath}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl, pid: api.pid, stop };
}
