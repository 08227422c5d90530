// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { option } from '../../../scripts/bench/options.mjs';

describe('the benchmarks’ command-line options', () => {
  it('behavior: reads `--name value` and `--name=value`', () => {
    const args = ['--visitors', '250,500', '--seconds=30', '--with-jit'];
    expect(option('visitors', 'none', args)).toBe('250,500');
    expect(option('seconds', 'none', args)).toBe('30');
  });

  it('behavior: an absent option gives the fallback; flags of other names are passed over', () => {
    const args = ['--with-jit', '--rpc-url=http://127.0.0.1:8545', 'extra'];
    expect(option('base-url', 'http://127.0.0.1:4173', args)).toBe('http://127.0.0.1:4173');
    expect(option('rpc-url', undefined, args)).toBe('http://127.0.0.1:8545');
    expect(option('postgres', undefined, args)).toBeUndefined();
  });

  it('behavior: a value may hold `=` and commas', () => {
    const args = ['--postgres=postgres://u:p@h/db?x=1', '--faults=rpc,reorg'];
    expect(option('postgres', undefined, args)).toBe('postgres://u:p@h/db?x=1');
    expect(option('faults', '', args)).toBe('rpc,reorg');
  });
});
