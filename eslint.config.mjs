import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const srcDir = fileURLToPath(new URL('./frontend/src', import.meta.url));
const featuresDir = `${srcDir}/features`;
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A promise nobody awaits loses its error and its order: in a test, an assertion that runs
    // after the test ended. Needs types, so only the TypeScript each project's tsconfig holds.
    files: [
      'gateway/{src,test}/**/*.ts',
      'services/*/{src,test}/**/*.ts',
      'packages/testing/*.ts',
      'frontend/src/**/*.{ts,tsx}',
    ],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Operator scripts, benches, fuzz, chaos and browser tests run on Node and print their
    // figures and progress to the terminal.
    files: ['infra/**/*.{mjs,cjs,js}', 'frontend/e2e/**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // The compose health check and the jest preset are CommonJS, as their hosts load them.
    files: ['infra/**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The functions these tests hand to `page.evaluate` run in the page.
    files: ['frontend/e2e/**/*.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Frontend tests reach the network through the shared MSW server (src/testing/server.ts),
    // where a request the test did not declare fails it; a hand-made fetch would answer anything.
    files: ['frontend/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "AssignmentExpression > MemberExpression.left[property.name='fetch']",
          "CallExpression[callee.property.name='stubGlobal'][arguments.0.value='fetch']",
          "CallExpression[callee.property.name='spyOn'][arguments.1.value='fetch']",
        ].map((selector) => ({
          selector,
          message: 'Declare the requests a test expects as MSW handlers (server.use) instead.',
        })),
      ],
    },
  },
  {
    // Features never import each other, and the shared layers (components, hooks, lib) import
    // no feature; app/ composes them (bulletproof-react).
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `${featuresDir}/${feature}`,
              from: featuresDir,
              except: [`./${feature}`],
              message: 'Compose features in app/routes instead of importing across features.',
            })),
            ...['components', 'hooks', 'lib'].map((shared) => ({
              target: `${srcDir}/${shared}`,
              from: featuresDir,
              message: `${shared}/ is shared by every feature: compose features in app/ instead.`,
            })),
          ],
        },
      ],
    },
  },
);
