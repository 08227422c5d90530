import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ANVIL_PORT,
  LOCAL_CHAIN_ID as SCRIPT_CHAIN_ID,
} from '../../../scripts/chain/anvil.mjs';
import { buildChains, LOCAL_CHAIN_ID } from '@/config/chains';

describe('local chain started by the scripts', () => {
  it('behavior: anvil runs with the chain id the hub calls Localhost', () => {
    expect(SCRIPT_CHAIN_ID).toBe(LOCAL_CHAIN_ID);
  });

  it('behavior: a build pointed at the npm start chain offers Localhost first', () => {
    const chains = buildChains({
      enableTestnets: false,
      localRpcUrl: `http://127.0.0.1:${DEFAULT_ANVIL_PORT}`,
    });
    expect(chains[0]?.id).toBe(SCRIPT_CHAIN_ID);
    expect(chains[0]?.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
  });
});
