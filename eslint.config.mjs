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
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The rules that need types, over the TypeScript each project's tsconfig holds (tests
    // included). They catch what compiles yet misbehaves: a promise nobody awaits loses its
    // error and its order (in a test, an assertion that runs after the test ended), an await of
    // what is no promise, a rejection with no Error.
    files: [
      'gateway/{src,test}/**/*.ts',
      'services/*/{src,test}/**/*.ts',
      'packages/*/src/**/*.ts',
      'packages/testing/*.ts',
      'infra/fuzz/*.ts',
      'frontend/src/**/*.{ts,tsx}',
    ],
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // What a supertest answer, a parsed JSON body or a jest matcher is: `any` by design, read
      // field by field as the API documents it.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stubs that fulfil an async interface without awaiting, methods handed to jest or to
      // RTK Query by design, and string enums compared with the strings a payload carries.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    // Imports in two groups: packages (node's own among them, as files are written), then the
    // project's relative paths. Alphabetical order is not asked.
    files: [
      'gateway/{src,test}/**/*.ts',
      'services/*/{src,test}/**/*.ts',
      'packages/**/*.ts',
      'infra/**/*.{ts,mjs}',
      'frontend/{src,e2e}/**/*.{ts,tsx,mjs}',
    ],
    rules: {
      'import/order': [
        'error',
        {
          groups: [
            ['builtin', 'external', 'internal'],
            ['parent', 'sibling', 'index'],
          ],
        },
      ],
    },
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
