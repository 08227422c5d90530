import { describe, expect, it } from 'vitest';
import {
  addressSet,
  hubCleared,
  hubReducer,
  initialHubState,
  providerSet,
  rewardSet,
  stakingListSet,
  totalDepositedSet,
  totalLockSet,
  walletSet,
  type StakingPosition,
} from '@/features/hub/slice';
import { createAppStore } from '@/app/store';

const position: StakingPosition = {
  id: '1',
  amount: '1000000000000000000',
  tier: 2,
  startedAt: 1_700_000_000,
  unlocksAt: 1_701_296_000,
  rewardEndsAt: 1_701_296_000,
  aprBps: 1200,
  claimed: '0',
  claimable: '5',
};

describe('application state slice', () => {
  it('behavior: every field starts empty', () => {
    expect(createAppStore().getState().hub).toEqual({
      address: null,
      wallet: null,
      reward: null,
      totalLock: null,
      totalDeposited: null,
      stakingList: [],
      provider: null,
    });
  });

  it.each([
    [
      'address',
      addressSet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ],
    [
      'wallet',
      walletSet({ connectorId: 'metaMask', name: 'MetaMask' }),
      { connectorId: 'metaMask', name: 'MetaMask' },
    ],
    ['reward', rewardSet('42'), '42'],
    ['totalLock', totalLockSet('100'), '100'],
    ['totalDeposited', totalDepositedSet('250'), '250'],
    ['stakingList', stakingListSet([position]), [position]],
    [
      'provider',
      providerSet({ rdns: 'io.metamask', name: 'MetaMask' }),
      { rdns: 'io.metamask', name: 'MetaMask' },
    ],
  ] as const)('behavior: its action sets %s and nothing else', (field, action, value) => {
    const next = hubReducer(initialHubState, action);
    expect(next[field]).toEqual(value);
    expect({ ...next, [field]: initialHubState[field] }).toEqual(initialHubState);
  });

  it('behavior: clearing returns every field to empty', () => {
    const filled = [
      addressSet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
      rewardSet('1'),
      stakingListSet([position]),
    ].reduce(hubReducer, initialHubState);
    expect(hubReducer(filled, hubCleared())).toEqual(initialHubState);
  });
});
