import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    resolve: {
      // Tests load antd as Node does, from its CommonJS build (lib/); the few modules imported
      // by path (antd/es/…, e.g. the App context in components/feedback) must come from the same
      // build, or a context would exist twice.
      alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }],
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      // A worker runs its files one after another in one module graph and one DOM instead of
      // loading both again for each file: no test mocks modules, and the setup file empties the
      // DOM and storage after each test. It halved this project's run on CI's two cores.
      isolate: false,
      setupFiles: ['./src/testing/setup.ts'],
      testTimeout: 30_000,
    },
  }),
);
