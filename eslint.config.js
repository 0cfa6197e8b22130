import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Infrastructure depends on nothing above it (docs/decisions/011-layers.md): a module hands a
    // plugin what it needs (a job, a loader, a page) instead of the plugin importing it.
    files: ['apps/api/src/{plugins,lib,db}/**/*.ts'],
    // payments.ts loses its import when commerce registers its payment-event handlers (issue 13).
    ignores: ['**/*.test.ts', 'apps/api/src/plugins/payments.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'Infrastructure must not import a module: let the module register with it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/|^@stayfront/(api|web)',
              message: 'packages/core holds pure shared rules: it imports no app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.mjs', 'apps/api/src/cli/**', 'apps/api/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
