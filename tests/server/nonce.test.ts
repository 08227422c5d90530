import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiweNonce } from '../../server/nonce';
import { createTestServer, getNonce, type TestServer } from './support/harness';

/** Length of the longest substring two strings share (dynamic programming, O(a·b)). */
function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        best = Math.max(best, current[j]!);
      }
    }
    previous = current;
  }
  return best;
}

describe('sign-in nonces', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('memory');
  });
  afterAll(() => server.close());

  it('behavior: a nonce carries at least 128 bits as EIP-4361 wants it (alphanumeric, ≥ 8 characters)', async () => {
    const nonce = await getNonce(server.app);
    // 32 hex characters = 128 bits; anything shorter or non-alphanumeric fails.
    expect(nonce).toMatch(/^[0-9a-f]{32,}$/);
  });

  it('behavior: consecutive nonces from GET /nonce share no long substring, so one does not reveal the next', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 50; i += 1) nonces.push(await getNonce(server.app));
    let longest = 0;
    for (let i = 1; i < nonces.length; i += 1) {
      longest = Math.max(longest, longestCommonSubstring(nonces[i - 1]!, nonces[i]!));
    }
    // Two independent 32-character hex strings share about 3 characters; a generator that
    // slides a window over one buffer shares all but one.
    expect(longest).toBeLessThan(12);
  });

  it('behavior: 10,000 nonces hold no repeat', () => {
    const sample = new Set(Array.from({ length: 10_000 }, () => createSiweNonce()));
    expect(sample.size).toBe(10_000);
  });
});
