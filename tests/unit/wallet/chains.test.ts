import { describe, expect, it } from 'vitest';
import {
  ETHEREUM,
  LOCAL_CHAIN_ID,
  MULTICALL3_ADDRESS,
  OPTIMISM,
  buildChains,
  localChain,
  validateChains,
  type HubChain,
} from '@/config/chains';
import { readEnv } from '@/config/env';
import { createChainClient, withViemDefinition } from '@/wallet/clients';

const idsOf = (chains: readonly HubChain[]) => chains.map((chain) => chain.id);

describe('chains', () => {
  it('behavior: mainnet, Polygon, OP Mainnet, Arbitrum One and Zora by default, mainnet first', () => {
    const chains = buildChains(readEnv({}));
    expect(idsOf(chains)).toEqual([1, 137, 10, 42161, 7777777]);
    expect(chains[0]?.name).toBe('Ethereum');
  });

  it.each(['false', 'TRUE', '1', 'yes', ''])(
    "behavior: VITE_ENABLE_TESTNETS='%s' leaves Goerli and Sepolia out",
    (value) => {
      expect(idsOf(buildChains(readEnv({ VITE_ENABLE_TESTNETS: value })))).not.toContain(5);
    },
  );

  it("behavior: VITE_ENABLE_TESTNETS='true' adds Goerli and Sepolia", () => {
    const ids = idsOf(buildChains(readEnv({ VITE_ENABLE_TESTNETS: 'true' })));
    expect(ids.slice(-2)).toEqual([5, 11155111]);
  });

  it('behavior: VITE_LOCAL_RPC_URL adds Localhost first, on that RPC', () => {
    const chains = buildChains(readEnv({ VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545/' }));
    expect(chains[0]).toMatchObject({
      id: LOCAL_CHAIN_ID,
      name: 'Localhost',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
    expect(idsOf(chains).slice(1)).toEqual([1, 137, 10, 42161, 7777777]);
  });

  it('contract: each chain has the spec description and several fallback RPCs where public ones exist', () => {
    for (const chain of buildChains(readEnv({ VITE_ENABLE_TESTNETS: 'true' }))) {
      expect(chain.network).toMatch(/\w/);
      expect(chain.nativeCurrency.decimals).toBe(18);
      expect(chain.rpcUrls.default.http.length).toBeGreaterThan(0);
      expect(chain.blockExplorers?.default.url).toMatch(/^https:\/\//);
    }
    expect(ETHEREUM.rpcUrls.default.http.length).toBeGreaterThan(1);
    expect(ETHEREUM.rpcUrls.default.webSocket?.length).toBeGreaterThan(0);
  });

  it('behavior: no chains is refused with a clear error', () => {
    expect(() => validateChains([])).toThrow(
      'No chains are configured: the hub needs at least one chain.',
    );
  });

  it("behavior: a chain without an RPC URL raises 'Could not find valid provider configuration'", () => {
    const broken = { ...ETHEREUM, rpcUrls: { default: { http: [' '] } } };
    expect(() => validateChains([broken])).toThrow('Could not find valid provider configuration');
  });

  it('behavior: a client without a transport URL is refused', () => {
    const broken = { ...ETHEREUM, name: 'Broken', rpcUrls: { default: { http: [] } } };
    expect(() => createChainClient(broken)).toThrow(
      'No URL was provided to the transport of Broken: add an RPC URL to its configuration.',
    );
  });

  it("contract: a chain viem defines gets viem's formatters under the hub's own data", async () => {
    const optimism = await withViemDefinition(OPTIMISM);
    expect(optimism.formatters?.transaction).toBeDefined();
    expect(optimism.name).toBe('OP Mainnet');
    expect(optimism.rpcUrls).toEqual(OPTIMISM.rpcUrls);
    expect(optimism.contracts?.multicall3?.address).toBe(MULTICALL3_ADDRESS);
  });

  it('contract: the local chain, which viem does not define, is read as the hub describes it', async () => {
    const local = localChain('http://127.0.0.1:8545');
    expect(await withViemDefinition(local)).toBe(local);
  });
});
