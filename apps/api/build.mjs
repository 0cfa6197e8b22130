import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// npm packages stay external (native parts, wasm); the workspace's own packages are bundled in.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stayfront/'));

await build({
  entryPoints: [
    'src/server.ts',
    'src/cli/create-support-user.ts',
    'src/cli/initialise-database.ts',
    'src/cli/run-payouts.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Split chunks let a module loaded with import() (the Stripe client) stay out of memory until
  // it is needed.
  splitting: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The mail thread's entry, at dist's root next to the chunk that starts it (mail-thread.ts).
await build({
  entryPoints: ['src/lib/mailer/mail-worker.ts'],
  outfile: 'dist/mail-worker.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

const dumped = spawnSync(process.execPath, ['dist/cli/initialise-database.js'], {
  stdio: 'inherit',
});
if (dumped.status !== 0) process.exit(dumped.status ?? 1);
