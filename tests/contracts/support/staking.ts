import { getAddress, parseEther, parseEventLogs, type Address } from 'viem';
import {
  bearStakingAbi,
  bearStakingBytecode,
  bearTokenAbi,
  bearTokenBytecode,
} from '@/contracts/generated';
import { publicClient, testClient, waitForSuccess, walletFor } from './chain';

const DAY_S = 24n * 60n * 60n;
export const YEAR_S = 365n * DAY_S;
export const BPS_DENOMINATOR = 10_000n;

/** Tier ids as the contract numbers them. */
export const TIER = { flexible: 0, days7: 1, days15: 2, days30: 3, days365: 4 } as const;
/** Lock duration per tier id, in seconds. */
export const LOCK_S = [0n, 7n * DAY_S, 15n * DAY_S, 30n * DAY_S, 365n * DAY_S] as const;
/** Reward term per tier id: the lock, or the 365-day horizon of the flexible tier. */
export const REWARD_TERM_S = [YEAR_S, ...LOCK_S.slice(1)] as const;
/** 3 %, 6 %, 9 %, 12 %, 25 %. */
export const TEST_APR_BPS = [300, 600, 900, 1200, 2500] as const;

export const TOKEN_NAME = 'Bear Hub Token';
export const TOKEN_SYMBOL = 'BHT';
export const TEST_SUPPLY = parseEther('100000000');

export function lockOf(tier: number): bigint {
  const lock = LOCK_S[tier];
  if (lock === undefined) throw new Error(`no tier ${tier}`);
  return lock;
}

export function rewardTermOf(tier: number): bigint {
  const term = REWARD_TERM_S[tier];
  if (term === undefined) throw new Error(`no tier ${tier}`);
  return term;
}

/** The contract's linear accrual, rounded down the same way. */
export function accrual(amount: bigint, aprBps: number | bigint, seconds: bigint): bigint {
  return (amount * BigInt(aprBps) * seconds) / (BPS_DENOMINATOR * YEAR_S);
}

export async function deployToken(
  owner: Address,
  supply: bigint = TEST_SUPPLY,
  recipient: Address = owner,
): Promise<Address> {
  const hash = await walletFor(owner).deployContract({
    abi: bearTokenAbi,
    bytecode: bearTokenBytecode,
    args: [TOKEN_NAME, TOKEN_SYMBOL, supply, recipient],
  });
  const receipt = await waitForSuccess(hash);
  if (!receipt.contractAddress) throw new Error('no contract address in the receipt');
  return getAddress(receipt.contractAddress);
}

export async function deployStaking(
  owner: Address,
  token: Address,
  aprBps: readonly [number, number, number, number, number] = TEST_APR_BPS,
): Promise<Address> {
  const hash = await walletFor(owner).deployContract({
    abi: bearStakingAbi,
    bytecode: bearStakingBytecode,
    args: [token, owner, aprBps],
  });
  const receipt = await waitForSuccess(hash);
  if (!receipt.contractAddress) throw new Error('no contract address in the receipt');
  return getAddress(receipt.contractAddress);
}

export async function transferTokens(token: Address, from: Address, to: Address, amount: bigint) {
  return waitForSuccess(
    await walletFor(from).writeContract({
      address: token,
      abi: bearTokenAbi,
      functionName: 'transfer',
      args: [to, amount],
    }),
  );
}

export async function approve(token: Address, owner: Address, spender: Address, amount: bigint) {
  return waitForSuccess(
    await walletFor(owner).writeContract({
      address: token,
      abi: bearTokenAbi,
      functionName: 'approve',
      args: [spender, amount],
    }),
  );
}

export async function fundRewards(
  staking: Address,
  token: Address,
  funder: Address,
  amount: bigint,
) {
  await approve(token, funder, staking, amount);
  return waitForSuccess(
    await walletFor(funder).writeContract({
      address: staking,
      abi: bearStakingAbi,
      functionName: 'fundRewards',
      args: [amount],
    }),
  );
}

/** Approves exactly `amount` and stakes it; returns the new position id and the receipt. */
export async function approveAndStake(
  staking: Address,
  token: Address,
  holder: Address,
  amount: bigint,
  tier: number,
) {
  await approve(token, holder, staking, amount);
  const receipt = await waitForSuccess(
    await walletFor(holder).writeContract({
      address: staking,
      abi: bearStakingAbi,
      functionName: 'stake',
      args: [amount, tier],
    }),
  );
  const [staked] = parseEventLogs({ abi: bearStakingAbi, logs: receipt.logs, eventName: 'Staked' });
  if (!staked) throw new Error('no Staked event');
  return { id: staked.args.id, receipt, staked: staked.args };
}

export function tokenBalance(token: Address, account: Address): Promise<bigint> {
  return publicClient.readContract({
    address: token,
    abi: bearTokenAbi,
    functionName: 'balanceOf',
    args: [account],
  });
}

export async function latestTimestamp(): Promise<bigint> {
  return (await publicClient.getBlock()).timestamp;
}

/** Mines one block at exactly `timestamp`: views at 'latest' then see that time. */
export async function mineAt(timestamp: bigint): Promise<void> {
  await testClient.setNextBlockTimestamp({ timestamp });
  await testClient.mine({ blocks: 1 });
}

/** Moves the chain's clock forward by `seconds` (evm_increaseTime + evm_mine). */
export async function advanceTime(seconds: bigint): Promise<void> {
  await testClient.increaseTime({ seconds: Number(seconds) });
  await testClient.mine({ blocks: 1 });
}

export function stakingReader(staking: Address) {
  return {
    stats: () =>
      publicClient.readContract({ address: staking, abi: bearStakingAbi, functionName: 'stats' }),
    totalLocked: () =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'totalLocked',
      }),
    position: (id: bigint) =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'position',
        args: [id],
      }),
    positionsOf: (holder: Address) =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'positionsOf',
        args: [holder],
      }),
    claimable: (id: bigint) =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'claimable',
        args: [id],
      }),
    claimableOf: (holder: Address) =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'claimableOf',
        args: [holder],
      }),
    tiers: () =>
      publicClient.readContract({ address: staking, abi: bearStakingAbi, functionName: 'tiers' }),
    dashboard: (account: Address) =>
      publicClient.readContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'dashboard',
        args: [account],
      }),
  };
}

/**
 * Staking writes from `account`. viem estimates gas first (in the next block, at the time
 * `setNextBlockTimestamp` set, if any), so a refusal rejects with the decoded custom error.
 */
export function stakingWriter(staking: Address) {
  const write = walletFor;
  return {
    stake: (account: Address, amount: bigint, tier: number) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'stake',
        args: [amount, tier],
      }),
    claim: (account: Address, id: bigint) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'claim',
        args: [id],
      }),
    claimAll: (account: Address) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'claimAll',
      }),
    unstake: (account: Address, id: bigint) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'unstake',
        args: [id],
      }),
    fundRewards: (account: Address, amount: bigint) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'fundRewards',
        args: [amount],
      }),
    setTierApr: (account: Address, tier: number, aprBps: number) =>
      write(account).writeContract({
        address: staking,
        abi: bearStakingAbi,
        functionName: 'setTierApr',
        args: [tier, aprBps],
      }),
  };
}
