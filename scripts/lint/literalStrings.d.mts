import type { ESLint } from 'eslint';

/** ESLint with only the literal-string rule, on .tsx modules (the project's parser). */
export function literalRuleOnly(cwd?: string): ESLint;
