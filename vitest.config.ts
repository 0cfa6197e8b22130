import { defineConfig } from 'vitest/config';

// CI asks for a JSON report next to the console output, to print one closing count.
const reportDir = process.env.CI_REPORT_DIR;

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest.json` } } : {}),
  },
});
