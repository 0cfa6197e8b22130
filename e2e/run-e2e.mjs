// Runs the browser tests against the built product on a fresh data folder (and a fresh
// PostgreSQL database when E2E_DATABASE_URL is given). Without Chromium it says so loudly and
// skips, except on CI, where a skipped browser test is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}`,
    '!! Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    '!! (or set CHROMIUM_PATH). CI installs it and never skips these tests.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  console.error(banner);
  process.exit(process.env.CI ? 1 : 0);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'stayfront-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
