import type { ESLint } from 'eslint';

/** The `i18n` ESLint plugin: its one rule, `no-literal-ui-strings`. */
declare const plugin: ESLint.Plugin;
export default plugin;
