// `npm start`: builds what is missing or stale, then runs the server (which applies migrations).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const args = process.argv.slice(2);
buildIfStale();

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js'), ...args],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
