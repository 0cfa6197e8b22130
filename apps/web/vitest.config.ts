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
      setupFiles: ['./src/testing/setup.ts'],
      testTimeout: 30_000,
    },
  }),
);
