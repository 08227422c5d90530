// The literal-string rule alone (`i18n/no-literal-ui-strings`, ./noLiteralUiStrings.mjs), for the
// rule's own unit tests; `npm run lint` applies it to every component with the project's config.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './noLiteralUiStrings.mjs';

/** ESLint with only the literal-string rule, on .tsx modules (the project's parser). */
export function literalRuleOnly(cwd = process.cwd()) {
  return new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { i18n: plugin },
        rules: { 'i18n/no-literal-ui-strings': 'error' },
      },
    ],
  });
}
