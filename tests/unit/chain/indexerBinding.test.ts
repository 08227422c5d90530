// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ponderArgs } from '../../../scripts/chain/indexer.mjs';

/** The `--hostname` of a Ponder command line (undefined without one: every interface). */
function hostnameOf(args: readonly string[]): string | undefined {
  const index = args.indexOf('--hostname');
  return index === -1 ? undefined : args[index + 1];
}

/** Each `ponder start|serve|dev` command of the indexer's README, its continuation lines joined. */
function readmeCommands(): string[] {
  const text = readFileSync('indexer/README.md', 'utf8').replace(/\\\n\s*/g, ' ');
  return text
    .split('\n')
    .filter((line) => /\bponder (start|serve|dev)\b/.test(line) && /^\s*(npx|[A-Z_]+=)/.test(line));
}

describe('where the indexer listens', () => {
  it('behavior: the scripts start Ponder on loopback unless told otherwise (start and serve)', () => {
    expect(hostnameOf(ponderArgs({ port: 42069 }))).toBe('127.0.0.1');
    expect(hostnameOf(ponderArgs({ command: 'serve', port: 42069 }))).toBe('127.0.0.1');
    expect(hostnameOf(ponderArgs({ port: 42069, host: '' }))).toBe('127.0.0.1');
  });

  it('behavior: every command of the indexer’s README binds an address, never every interface', () => {
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      const hostname = /--hostname (\S+)/.exec(command)?.[1];
      expect(hostname, command).toBeDefined();
      expect(['0.0.0.0', '::'], command).not.toContain(hostname);
    }
  });
});
