import { describe, expect, it } from 'vitest';
import { CONTRACT_NAMES, chainIdsWithContract, getContractAddress } from '@/config/contracts';
import { localDeployments } from '@/contracts/generated/deployments';
import { LOCAL_CHAIN_ID } from '@/config/chains';

const LOCAL_BEAR = '0x00000000000000000000000000000000000000b1' as const;
const PRODUCTION_BEAR = '0x00000000000000000000000000000000000000b2' as const;

describe('contract addresses per chain', () => {
  it('behavior: the local chain resolves to the generated local deployment', () => {
    expect(getContractAddress(LOCAL_CHAIN_ID, 'bearNft')).toBe(
      localDeployments[LOCAL_CHAIN_ID].bearNft,
    );
  });

  it('behavior: every contract the hub names has a local address', () => {
    for (const name of CONTRACT_NAMES) {
      expect(getContractAddress(LOCAL_CHAIN_ID, name)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
    expect(getContractAddress(LOCAL_CHAIN_ID, 'bearStaking')).toBe(
      localDeployments[LOCAL_CHAIN_ID].bearStaking,
    );
  });

  it('behavior: a chain without a deployment has no address and is not listed', () => {
    const table = { [LOCAL_CHAIN_ID]: { bearNft: LOCAL_BEAR } };
    expect(getContractAddress(1, 'bearNft', table)).toBeUndefined();
    expect(chainIdsWithContract('bearNft', table)).toEqual([LOCAL_CHAIN_ID]);
  });

  it('behavior: chains are listed in order', () => {
    const table = {
      [LOCAL_CHAIN_ID]: { bearNft: PRODUCTION_BEAR },
      10: { bearNft: PRODUCTION_BEAR },
      1: { bearToken: PRODUCTION_BEAR },
    };
    expect(getContractAddress(LOCAL_CHAIN_ID, 'bearNft', table)).toBe(PRODUCTION_BEAR);
    expect(chainIdsWithContract('bearNft', table)).toEqual([10, LOCAL_CHAIN_ID]);
  });
});
