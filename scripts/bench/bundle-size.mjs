// `npm run bench -- bundle`: the JavaScript a guest's phone downloads, counted in Chromium by the
// browser test that holds the budgets (e2e/tests/guest-javascript.spec.ts): the first 5 s idle on
// /store/:storeId/, then a whole purchase with the simulated provider. The test prints each file
// with its gzip size and each total against its budget ("MISSED" when above); it fails above
// either budget (150 KB for the first seconds, 250 KB for the journey).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function benchBundleSize(root) {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'e2e/run-e2e.mjs'), 'tests/guest-javascript.spec.ts'],
    {
      cwd: path.join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3404' },
    },
  );
  if (run.status !== 0)
    console.log('\nA guest downloads more JavaScript than the budgets allow (see above).');
  return run.status === 0;
}
