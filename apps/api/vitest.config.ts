import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    // A worker runs its files one after another in one module graph instead of loading the
    // graph again for each file: no test mocks modules, and each file builds its own app on a
    // database of its own. It halved this project's run on CI's two cores.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
