import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import i18n from './scripts/lint/noLiteralUiStrings.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      '.local-chain',
      'coverage',
      'node_modules',
      'contracts/generated',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'server/**/*.ts',
      'tests/e2e/**/*.ts',
      'tests/e2e-siwe/**/*.ts',
      'tests/server/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a `use` callback; it is not React's `use` hook.
    files: ['tests/e2e/**/*.ts', 'tests/e2e-siwe/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Every user-facing string a component renders comes from the catalogue (src/i18n/).
    files: ['src/**/*.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-literal-ui-strings': 'error' },
  },
  {
    // Only src/config/env.ts reads import.meta.env (the other places would scatter config).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read environment variables through src/config/env.ts.',
        },
      ],
    },
  },
);
