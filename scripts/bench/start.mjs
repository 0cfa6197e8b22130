// `npm run bench -- start`: time to /api/health/ and memory of `npm start`'s server, on an empty
// data directory (first start) and on the same directory again (restart).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const IDLE_SETTLE_MS = 10_000;

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function waitForHealth(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function measureStart(root, dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health/`, child);
  const healthMs = performance.now() - started;
  const atHealth = memoryOf(child.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idle = memoryOf(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { healthMs, peakMb: Math.max(atHealth.peakMb, idle.peakMb), idleMb: idle.rssMb };
}

export async function benchStart(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stayfront-start-'));
  const port = Number(process.env.BENCH_START_PORT ?? 3990);
  try {
    console.log('\nFirst start and restart of the server on the embedded database');
    for (const [label, target] of [
      ['first start', { healthMs: 5000, peakMb: 400 }],
      ['restart', { healthMs: 3000, peakMb: 400 }],
    ]) {
      const figures = await measureStart(root, dataDir, port);
      console.log(
        `  ${label.padEnd(12)} health after ${(figures.healthMs / 1000).toFixed(2)} s ` +
          `(target < ${target.healthMs / 1000} s), peak ${figures.peakMb.toFixed(0)} MB ` +
          `(< ${target.peakMb}), idle ${figures.idleMb.toFixed(0)} MB (< 250) after ${IDLE_SETTLE_MS / 1000} s`,
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
