// The built API as a child process that can be killed with SIGKILL and started again on the same
// database and data folder, as a crashed server comes back.
import { spawn } from 'node:child_process';
import path from 'node:path';

async function waitForHealth(url, child) {
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${url}`);
}

export function createChaosServer(root, { databaseUrl, port, dataDir }) {
  const base = `http://127.0.0.1:${port}`;
  let child = null;

  async function start() {
    // Another server on this port would answer the health check and the bursts instead.
    const answering = await fetch(`${base}/api/health/`).then(
      () => true,
      () => false,
    );
    if (answering) throw new Error(`${base} is already in use: set CHAOS_PORT to a free port.`);
    child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'fatal',
        // Many guests in a few seconds from one address.
        RATE_LIMIT_SCALE: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForHealth(`${base}/api/health/`, child);
  }

  async function end(signal) {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }

  return {
    base,
    start,
    /** SIGKILL: no graceful close, whatever was under way is cut off. */
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
