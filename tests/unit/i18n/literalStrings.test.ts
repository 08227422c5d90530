// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { literalRuleOnly } from '../../../scripts/lint/literalStrings.mjs';

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
});
