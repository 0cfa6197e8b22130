// Builds the web app and the API when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web', 'packages/core'],
  },
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/drizzle', 'packages/core'],
  },
];

export function buildIfStale() {
  for (const { workspace, output, sources } of targets) {
    if (!isStale(path.join(root, output), sources)) continue;
    console.log(`Building ${workspace}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
