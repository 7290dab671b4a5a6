import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import boundaries from './scripts/eslint/boundaries.js';
import tableOwners from './scripts/eslint/table-owners.js';
import webFeatures from './scripts/eslint/web-features.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Web features never import each other (STYLE.md §9), by a relative path or the `@/features/...` alias:
    // shared code lives in platform/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { web: webFeatures },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    // The web's platform imports neither a feature nor the app shell: it receives the screens and the strings (its
    // tests may render the app's routes).
    files: ['apps/web/src/platform/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/platform/**/*.test.{ts,tsx}'],
    plugins: { web: webFeatures },
    rules: { 'web/platform-boundaries': 'error' },
  },
  {
    // The packages are what the apps build on: a package never imports an app (by path or by name).
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@backoffice/api', '@backoffice/api/**', '@backoffice/web', '@backoffice/web/**'], message: 'Packages never import the apps: move what both need into the package.' }] },
      ],
    },
  },
  {
    // No import cycles in the API: an area that needs another's table or command imports it, never the way back
    // (in a cycle one side runs half-loaded, its tables and functions still undefined).
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // API boundaries (docs/architecture.md): the platform never imports an area; areas import each other
    // only through their index.ts.
    files: ['apps/api/src/**/*.ts'],
    plugins: { local: { rules: { ...boundaries.rules, ...tableOwners.rules } } },
    rules: { 'local/module-boundaries': 'error', 'local/own-tables': 'error' },
  },
);
