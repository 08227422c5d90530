import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createAppStore } from '@/app/store';
import {
  createMockStakingChain,
  createStakingRpcHandlers,
  MOCK_LOCK_S,
  stakingRevert,
  type MockPosition,
  type MockStakingChain,
} from '../../../mocks/staking';
import { server } from '../../../mocks/server';
import { STAKING_ADDRESS, TOKEN_ADDRESS } from '../../support/deploymentTable';
import { serveMockChain } from '../../support/mockChainServer';
import { renderApp } from '../../support/renderApp';
import { ACCOUNT, connectedState } from '../../support/walletState';

// The network fee before claim, unstake and claim all, and "Insufficient balance" when the
// native balance does not cover it (MSW-mocked chain).

vi.mock('@/config/contracts', async (importOriginal) =>
  (await import('../../support/deploymentTable')).contractsOnStakingChain(importOriginal),
);

const ONE = 10n ** 18n;
const NOW = 1_800_000_000n;
const DAY = 86_400n;

function position(id: bigint, tier: number, startedAt = NOW - 2n * DAY): MockPosition {
  const lock = MOCK_LOCK_S[tier]!;
  return {
    id,
    tier,
    aprBps: 1200,
    amount: 1_000n * ONE,
    startedAt,
    unlocksAt: startedAt + (tier === 0 ? DAY : lock),
    rewardEndsAt: startedAt + (tier === 0 ? 365n * DAY : lock),
    reward: 0n,
    claimed: 0n,
    claimable: 5n * ONE,
  };
}

let chain: MockStakingChain;

function start(nativeBalance: bigint, reverts: MockStakingChain['reverts'] = {}) {
  chain = createMockStakingChain({
    stakingAddress: STAKING_ADDRESS,
    tokenAddress: TOKEN_ADDRESS,
    timestamp: NOW,
    // #7 flexible (unlocked: claim and unstake), #8 locked 30 days (claim only).
    accounts: {
      [ACCOUNT.toLowerCase()]: {
        balance: 0n,
        allowance: 0n,
        positions: [position(7n, 0), position(8n, 3)],
      },
    },
    reverts,
  });
  chain.rpc.gasPrice = 2_000_000_000n;
  chain.rpc.gasEstimate = 100_000n;
  chain.rpc.balances[ACCOUNT.toLowerCase()] = nativeBalance;
  server.use(...createStakingRpcHandlers(chain));
  return renderApp('/', createAppStore({ connection: connectedState() }));
}

describe('network fee before claim, unstake and claim all', () => {
  serveMockChain();
  beforeAll(async () => {
    await import('@/features/staking/components/StakingSection');
  });

  it('behavior: each write the page offers shows its fee; the locked position offers no unstake fee', async () => {
    start(ONE);
    const flexible = await screen.findByRole('listitem', { name: 'Position #7' });
    // 100,000 gas × 2 gwei.
    expect(
      await within(
        await within(flexible).findByRole('group', { name: 'Claim: what this changes for you' }),
      ).findByText('Network fee: ~0.0002 ETH'),
    ).toBeInTheDocument();
    expect(
      await within(
        await within(flexible).findByRole('group', { name: 'Unstake: what this changes for you' }),
      ).findByText('Network fee: ~0.0002 ETH'),
    ).toBeInTheDocument();
    const locked = screen.getByRole('listitem', { name: 'Position #8' });
    expect(
      await within(locked).findByRole('group', { name: 'Claim: what this changes for you' }),
    ).toBeInTheDocument();
    expect(
      within(locked).queryByRole('group', { name: 'Unstake: what this changes for you' }),
    ).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Your position' });
    expect(await within(panel).findByText('Network fee: ~0.0002 ETH')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Claim all' })).toBeEnabled();
    expect(within(flexible).getByRole('button', { name: 'Unstake' })).toBeEnabled();
  });

  it('behavior: a native balance below the fee reads Insufficient balance and disables claim, unstake and claim all', async () => {
    // 0.0001 ETH: less than the 0.0002 ETH each write costs.
    start(100_000_000_000_000n);
    const flexible = await screen.findByRole('listitem', { name: 'Position #7' });
    expect(await within(flexible).findByRole('alert')).toHaveTextContent(
      'Insufficient balance: your ETH does not cover the network fee.',
    );
    expect(within(flexible).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(flexible).getByRole('button', { name: 'Unstake' })).toBeDisabled();
    const panel = screen.getByRole('region', { name: 'Your position' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Insufficient balance: your ETH does not cover the network fee.',
    );
    expect(within(panel).getByRole('button', { name: 'Claim all' })).toBeDisabled();
    expect(chain.rpc.received).not.toContain('eth_sendTransaction');
  });

  it('behavior: a write the node cannot estimate says so on its own line, the others keep their fee', async () => {
    start(ONE, { unstake: stakingRevert('StillLocked', [NOW + DAY]) });
    const flexible = await screen.findByRole('listitem', { name: 'Position #7' });
    expect(
      await within(
        await within(flexible).findByRole('group', { name: 'Unstake: what this changes for you' }),
      ).findByText('Network fee: could not be estimated.'),
    ).toBeInTheDocument();
    expect(
      within(
        within(flexible).getByRole('group', { name: 'Claim: what this changes for you' }),
      ).getByText('Network fee: ~0.0002 ETH'),
    ).toBeInTheDocument();
  });
});
