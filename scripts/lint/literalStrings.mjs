#!/usr/bin/env node
// The literal-string rule alone (`i18n/no-literal-ui-strings`, ./noLiteralUiStrings.mjs) on the
// components: `node scripts/lint/literalStrings.mjs [pattern…]` (default src/**/*.tsx) prints
// ESLint's results as JSON. The unit test that checks every component runs it: the project's
// full config (type-aware rules and the rest, which `npm run lint` runs) costs about 6.7 s of
// processor time for this one rule, the rule alone about 1.5 s. A process of its own because
// ESLint's file walking needs Node's own module and URL handling, which a test file's VM
// context does not offer.
import { pathToFileURL } from 'node:url';
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const patterns = process.argv.slice(2);
  const results = await literalRuleOnly().lintFiles(
    patterns.length > 0 ? patterns : ['src/**/*.tsx'],
  );
  process.stdout.write(JSON.stringify(results));
}
