// `npm run bench -- start`: time to /api/health/ and memory of what `npm start` runs, on an empty
// data directory (first start) and on the same directory again (restart).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const IDLE_SETTLE_MS = 10_000;

/**
 * The command on package.json's `start` line (with its node flags), run without npm around it:
 * npm's own process is the package manager's, not the product's.
 */
function startCommand(root) {
  const line = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const [program, ...args] = line.split(/\s+/);
  if (program !== 'node') throw new Error(`The start script no longer begins with node: ${line}`);
  return args;
}

/** `pid` and every process under it, read from /proc. */
function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), parent);
    } catch {
      // the process ended while /proc was read
    }
  }
  const tree = [pid];
  for (let at = 0; at < tree.length; at += 1) {
    for (const [child, parent] of parents) if (parent === tree[at]) tree.push(child);
  }
  return tree;
}

/** Resident and peak resident memory summed over the process tree under `pid`, in MB. */
function memoryOfTree(pid) {
  let rssKb = 0;
  let peakKb = 0;
  for (const member of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1] ?? 0);
      rssKb += kb('VmRSS');
      peakKb += kb('VmHWM');
    } catch {
      // the process ended while it was read
    }
  }
  return { rssMb: rssKb / 1024, peakMb: peakKb / 1024 };
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
  const child = spawn(process.execPath, startCommand(root), {
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
  const atHealth = memoryOfTree(child.pid);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS));
  const idle = memoryOfTree(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { healthMs, peakMb: Math.max(atHealth.peakMb, idle.peakMb), idleMb: idle.rssMb };
}

export async function benchStart(root) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stayfront-start-'));
  const port = Number(process.env.BENCH_START_PORT ?? 3990);
  try {
    console.log(
      `\nFirst start and restart of \`node ${startCommand(root).join(' ')}\` on the embedded database`,
    );
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
