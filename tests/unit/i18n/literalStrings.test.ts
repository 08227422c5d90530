// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../../scripts/lint/noLiteralUiStrings.mjs';

const run = promisify(execFile);

/** ESLint with only the literal-string rule (the project's config sets the same rule on src/). */
const literalRuleOnly = () =>
  new ESLint({
    cwd: process.cwd(),
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

/** Lints `code` (a .tsx module) with only the literal-string rule. */
async function literalsIn(code: string): Promise<string[]> {
  const eslint = literalRuleOnly();
  const [result] = await eslint.lintText(code, { filePath: 'src/Component.tsx' });
  return result!.messages.map((message) => message.message.match(/"(.*)"/)?.[1] ?? message.message);
}

describe('literal user-facing strings in components', () => {
  it('behavior: text, string children, both sides of a condition and human-read attributes are refused', async () => {
    const found = await literalsIn(`
      export const A = ({ on, name }: { on: boolean; name: string }) => (
        <section aria-label="Settings">
          <h2>Settings</h2>
          <p>{on ? 'Enabled' : 'Disabled'}</p>
          <p>{\`Hello \${name}\`}</p>
          <img alt="A bear" src="/bear.svg" />
          <input placeholder={'Your name'} />
          <Spinner label="Loading…" />
        </section>
      );
    `);
    expect(found).toEqual([
      'Settings',
      'Settings',
      'Enabled',
      'Disabled',
      'Hello',
      'A bear',
      'Your name',
      'Loading…',
    ]);
  });

  it('behavior: catalogue text, symbols, class names and data attributes pass', async () => {
    const found = await literalsIn(`
      export const B = ({ t, id }: { t: (key: string) => string; id: number }) => (
        <p className="note" data-testid="note" aria-hidden="true" role="status" type="button">
          {t('nav.home')} · #{id} {'%'} {'→'} <img alt="" src="/x.svg" />
        </p>
      );
    `);
    expect(found).toEqual([]);
  });

  it('behavior: the project’s components render no literal user-facing string', async () => {
    // The project's own ESLint, in a process of its own: ESLint loads its config and plugins
    // through Node's module resolution, which a test file's VM context does not offer.
    const { stdout } = await run(
      process.execPath,
      ['node_modules/eslint/bin/eslint.js', '--format', 'json', 'src/**/*.tsx'],
      { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
    const results = JSON.parse(stdout) as ESLint.LintResult[];
    expect(results.length).toBeGreaterThan(20);
    const literals = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'i18n/no-literal-ui-strings')
        .map((message) => `${result.filePath}:${message.line}: ${message.message}`),
    );
    expect(literals).toEqual([]);
  }, 120_000);
});
