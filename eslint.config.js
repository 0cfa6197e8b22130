import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features/`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The guest area (store page, cart, checkout, the guest's purchase and request pages) ships as
// its own small bundle, so it must not pull in host code (docs/decisions/013).
const GUEST_FEATURES = ['storefront', 'cart', 'checkout', 'approvals', 'guest-ui'];
const WEB_TESTS = [`${WEB_SRC}/**/*.test.{ts,tsx}`];
const SHARED_LAYERS = ['components', 'config', 'hooks', 'lib', 'utils'];

/** The import boundaries of one feature's files `depth` folders below its own folder. */
function featureBoundaries(feature, depth, { test }) {
  const fixtures = test ? '(?!(test-fixtures|fixtures)$)' : '';
  const patterns = [
    {
      regex: `^@/features/(?!${feature}/)[^/]+/${fixtures}`,
      message: 'Import another feature only through its public index: @/features/<name>.',
    },
    {
      regex: `^(\\.\\./){${depth + 1}}`,
      message: 'A relative import stays inside its feature; use @/features/<name> or @/<layer>.',
    },
  ];
  if (!test) {
    patterns.push({ regex: '^@/app(/|$)', message: 'Features do not import the app layer.' });
  }
  if (GUEST_FEATURES.includes(feature)) {
    patterns.push({
      regex: `^@/features/(?!(${GUEST_FEATURES.join('|')})(/|$))`,
      message: 'Guest pages never import host code: they ship as their own small bundle.',
    });
  }
  const folder = `${WEB_SRC}/features/${feature}/${'*/'.repeat(depth)}`;
  return {
    files: test ? [`${folder}*.test.{ts,tsx}`] : [`${folder}*.{ts,tsx}`],
    ignores: test ? [] : WEB_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

const webBoundaries = [
  ...WEB_FEATURES.flatMap((feature) =>
    [0, 1, 2, 3].flatMap((depth) => [
      featureBoundaries(feature, depth, { test: false }),
      featureBoundaries(feature, depth, { test: true }),
    ]),
  ),
  {
    files: SHARED_LAYERS.map((layer) => `${WEB_SRC}/${layer}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Shared code serves the features; it never imports them or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WEB_SRC}/testing/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^@/features(/|$)', message: 'Test helpers never import features.' }],
        },
      ],
    },
  },
];

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
    ignores: ['**/*.test.ts'],
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
  ...webBoundaries,
);
