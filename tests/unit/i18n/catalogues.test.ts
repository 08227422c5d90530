import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOADERS } from '@/i18n/catalogueLoaders';
import { LOCALES } from '@/i18n/locales';
import { en as enShell } from '@/i18n/messages/en';
import { enConnect } from '@/i18n/messages/en.connect';
import { enMint } from '@/i18n/messages/en.mint';
import { enHistory } from '@/i18n/messages/en.history';
import { enStaking } from '@/i18n/messages/en.staking';
import { enStakingOwner } from '@/i18n/messages/en.stakingOwner';
import { enStakingAccount } from '@/i18n/messages/en.stakingAccount';
import { enMintOwner } from '@/i18n/messages/en.mintOwner';
import { enPreview } from '@/i18n/messages/en.preview';

/** All of English: the shell's part and the pages' parts, which must not share a key. */
const en = {
  ...enShell,
  ...enConnect,
  ...enMint,
  ...enMintOwner,
  ...enStaking,
  ...enStakingAccount,
  ...enStakingOwner,
  ...enHistory,
  ...enPreview,
};

const MESSAGES_DIR = resolve(process.cwd(), 'src/i18n/messages');

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * A translation uses exactly the English placeholders; a singular form (`.one`) may spell the
 * number out ("دبّ واحد") and drop it, but never add one.
 */
function samePlaceholders(key: string, text: string, english: string): boolean {
  const own = placeholders(text);
  const reference = placeholders(english);
  if (key.endsWith('.one')) return own.every((name) => reference.includes(name));
  return own.join() === reference.join();
}

/** What is wrong with `catalogue` against English: missing, extra, empty, placeholder changes. */
function problemsOf(catalogue: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    const text = catalogue[key];
    if (typeof text !== 'string') problems.push(`missing: ${key}`);
    else if (text.trim() === '' && en[key as keyof typeof en].trim() !== '')
      problems.push(`empty: ${key}`);
    else if (!samePlaceholders(key, text, en[key as keyof typeof en]))
      problems.push(`placeholders differ: ${key}`);
  }
  for (const key of Object.keys(catalogue))
    if (!Object.hasOwn(en, key)) problems.push(`unknown: ${key}`);
  return problems;
}

describe('message catalogues', () => {
  it('contract: the English parts (shell, connect dialog, /mint, staking) share no key', () => {
    const keys = [
      enShell,
      enConnect,
      enMint,
      enMintOwner,
      enStaking,
      enStakingAccount,
      enStakingOwner,
      enHistory,
      enPreview,
    ].flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('behavior: there is one catalogue file per locale, and a loader for each but English', () => {
    const files = readdirSync(MESSAGES_DIR)
      .filter((file) => !/^en\.\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
    expect(Object.keys(CATALOGUE_LOADERS).sort()).toEqual(
      LOCALES.filter((locale) => locale !== 'en').sort(),
    );
  });

  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    it(`behavior: ${locale} has every English key, with the same placeholders and nothing else`, async () => {
      const catalogue = (await CATALOGUE_LOADERS[locale as Exclude<typeof locale, 'en'>]()).default;
      expect(problemsOf(catalogue)).toEqual([]);
    });

    it(`behavior: ${locale} is a translation, not a copy of English`, async () => {
      const catalogue = (await CATALOGUE_LOADERS[locale as Exclude<typeof locale, 'en'>]()).default;
      // Brand names, store names and formats may stay as they are; sentences may not.
      const words = (text: string) =>
        text
          .replace(/\{\w+\}|Bear Hub/g, '')
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word));
      const sentences = Object.entries(en).filter(([, text]) => words(text).length >= 3);
      const copied = sentences.filter(([key, text]) => catalogue[key as keyof typeof en] === text);
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  }

  it('behavior: the check reports a missing key, an unknown key and a lost placeholder', () => {
    const broken: Record<string, string> = { ...en, 'nav.home': undefined as unknown as string };
    broken['nav.extra'] = 'Extra';
    broken['account.viewOn'] = 'View on the explorer';
    expect(problemsOf(broken)).toEqual([
      'missing: nav.home',
      'placeholders differ: account.viewOn',
      'unknown: nav.extra',
    ]);
  });
});
