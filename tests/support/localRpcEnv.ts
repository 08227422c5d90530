import type * as EnvModule from '@/config/env';

/**
 * The factory of `vi.mock('@/config/env', …)`: the real env with the local chain's RPC at
 * anvil's usual address, where the MSW chain answers. Load it in the factory (`await import(…)`).
 */
export async function envWithLocalRpc(importOriginal: () => Promise<typeof EnvModule>) {
  const original = await importOriginal();
  return { ...original, env: { ...original.env, localRpcUrl: 'http://127.0.0.1:8545' } };
}
