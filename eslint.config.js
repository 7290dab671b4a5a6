import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './scripts/eslint/boundaries.js';
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
    // API boundaries (docs/architecture.md): the platform never imports an area; areas import each other
    // only through their index.ts.
    files: ['apps/api/src/**/*.ts'],
    plugins: { local: boundaries },
    rules: { 'local/module-boundaries': 'error' },
  },
);
