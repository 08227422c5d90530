import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import i18n from './scripts/lint/noLiteralUiStrings.mjs';

/**
 * The patterns of .gitignore as flat-config ignores, so that ESLint skips what git and Prettier
 * skip: build and test output, and files tools generate on a developer's machine (e.g. the
 * indexer's ponder-env.d.ts), which a fresh clone does not have.
 */
function gitignorePatterns() {
  return readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = negated ? line.slice(1) : line;
      const slash = pattern.indexOf('/');
      // As in git: a pattern with no slash but a trailing one matches at any depth; one with a
      // slash elsewhere is relative to the root.
      const anyDepth = slash === -1 || slash === pattern.length - 1 ? '**/' : '';
      return `${negated ? '!' : ''}${anyDepth}${slash === 0 ? pattern.slice(1) : pattern}`;
    });
}

export default tseslint.config(
  { ignores: gitignorePatterns() },
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
