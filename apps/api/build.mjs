import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// npm packages stay external (native parts, wasm); the workspace's own packages are bundled in.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stayfront/'));

await build({
  entryPoints: ['src/server.ts', 'src/cli/create-support-user.ts', 'src/cli/run-payouts.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
