import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
