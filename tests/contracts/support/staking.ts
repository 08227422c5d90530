import {
  getAddress,
  parseEther,
  parseEventLogs,
  parseSignature,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type LocalAccount,
  type WriteContractParameters,
} from 'viem';
import {
  bearStakingAbi,
  bearStakingBytecode,
  bearTokenAbi,
  bearTokenBytecode,
} from '@/contracts/generated';
import { devAccount, publicClient, testClient, waitForSuccess, walletFor } from './chain';
import { TEST_WRITE_GAS } from '../../support/testGas';

const DAY_S = 24n * 60n * 60n;
export const YEAR_S = 365n * DAY_S;
export const BPS_DENOMINATOR = 10_000n;

/** Tier ids as the contract numbers them. */
export const TIER = { flexible: 0, days7: 1, days15: 2, days30: 3, days365: 4 } as const;
/** Lock duration per tier id, in seconds. */
export const LOCK_S = [0n, 7n * DAY_S, 15n * DAY_S, 30n * DAY_S, 365n * DAY_S] as const;
/** How long a flexible position is held before it can be unstaked (FLEXIBLE_MIN_HOLD). */
export const FLEXIBLE_MIN_HOLD_S = DAY_S;
/** Time from a stake until it may be unstaked: the lock, or the flexible tier's minimum hold. */
export function holdOf(tier: number): bigint {
  return tier === 0 ? FLEXIBLE_MIN_HOLD_S : lockOf(tier);
}
/** The most open flexible positions may hold of the rewards open to them (FLEXIBLE_POOL_SHARE_BPS). */
export const FLEXIBLE_POOL_SHARE_BPS = 2_500n;
/** The most one holder's open flexible positions may hold of that share (FLEXIBLE_HOLDER_SHARE_BPS). */
export const FLEXIBLE_HOLDER_SHARE_BPS = 1_000n;
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
  minAprBps = 0,
) {
  await approve(token, holder, staking, amount);
  const receipt = await waitForSuccess(
    await walletFor(holder).writeContract({
      address: staking,
      abi: bearStakingAbi,
      functionName: 'stake',
      args: [amount, tier, minAprBps],
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
 * The staking ABI plus the token's errors: a transfer the token refuses (e.g. a missing
 * allowance) reverts the staking call with the token's custom error, which this decodes.
 */
export const stakingCallAbi = [
  ...bearStakingAbi,
  ...bearTokenAbi.filter(
    (item): item is Extract<(typeof bearTokenAbi)[number], { type: 'error' }> =>
      item.type === 'error',
  ),
];
type StakingWrite = ContractFunctionName<typeof stakingCallAbi, 'nonpayable'>;

/**
 * Staking writes from `account`, simulated first in the next block (at the time
 * `setNextBlockTimestamp` set, if any), as the page does: a refusal rejects with the decoded
 * custom error and sends nothing.
 */
export function stakingWriter(staking: Address) {
  const send = async <const F extends StakingWrite>(
    account: Address,
    functionName: F,
    args: ContractFunctionArgs<typeof stakingCallAbi, 'nonpayable', F>,
  ) => {
    const call = {
      account,
      address: staking,
      abi: stakingCallAbi,
      functionName: functionName as StakingWrite,
      args: args as ContractFunctionArgs<typeof stakingCallAbi, 'nonpayable', StakingWrite>,
      blockTag: 'pending',
    } as const;
    const { request } = await publicClient.simulateContract(call);
    // Sent with a fixed limit, not an estimate: an estimate holds only for the block it was
    // taken in, and a claim estimated in the second its position opened (nothing accrued, no
    // transfer) ran out of gas in the next second's block (37k estimated, 1.2× not enough). The
    // figures the tests judge are receipts' gasUsed; a refusal is caught by the simulation.
    return walletFor(account).writeContract({
      ...request,
      gas: TEST_WRITE_GAS,
    } as WriteContractParameters);
  };
  return {
    stake: (account: Address, amount: bigint, tier: number, minAprBps = 0) =>
      send(account, 'stake', [amount, tier, minAprBps]),
    stakeWithPermit: (
      account: Address,
      amount: bigint,
      tier: number,
      minAprBps: number,
      permit: { deadline: bigint; v: number; r: `0x${string}`; s: `0x${string}` },
    ) =>
      send(account, 'stakeWithPermit', [
        amount,
        tier,
        minAprBps,
        permit.deadline,
        permit.v,
        permit.r,
        permit.s,
      ]),
    transferOwnership: (account: Address, newOwner: Address) =>
      send(account, 'transferOwnership', [newOwner]),
    acceptOwnership: (account: Address) => send(account, 'acceptOwnership', []),
    claim: (account: Address, id: bigint) => send(account, 'claim', [id]),
    claimAll: (account: Address) => send(account, 'claimAll', []),
    unstake: (account: Address, id: bigint) => send(account, 'unstake', [id]),
    fundRewards: (account: Address, amount: bigint) => send(account, 'fundRewards', [amount]),
    setTierApr: (account: Address, tier: number, aprBps: number) =>
      send(account, 'setTierApr', [tier, aprBps]),
  };
}

/**
 * Anvil's well-known dev key of account #1 (from the public test mnemonic): tests sign EIP-712
 * permits with it locally. Never used outside tests.
 */
export const DEV_ACCOUNT_1_KEY =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;

/** Signs an EIP-2612 permit for `spender` over `value` with `signer`, split for the contract. */
export async function signPermit(
  token: Address,
  signer: LocalAccount,
  spender: Address,
  value: bigint,
  deadline: bigint,
) {
  const [, name, version, chainId, verifyingContract] = await publicClient.readContract({
    address: token,
    abi: bearTokenAbi,
    functionName: 'eip712Domain',
  });
  const nonce = await publicClient.readContract({
    address: token,
    abi: bearTokenAbi,
    functionName: 'nonces',
    args: [signer.address],
  });
  const signature = await signer.signTypedData({
    domain: { name, version, chainId, verifyingContract },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner: signer.address, spender, value, nonce, deadline },
  });
  const { r, s, v, yParity } = parseSignature(signature);
  return { r, s, v: Number(v ?? BigInt(yParity + 27)), deadline };
}

/** The reward pool and each holder's tokens in the shared staking set-up. */
export const FIXTURE_POOL = parseEther('1000000');
export const FIXTURE_GRANT = parseEther('100000');

/**
 * A fresh token and staking contract owned by dev account 0: each holder granted
 * `FIXTURE_GRANT` tokens, the reward pool funded with `FIXTURE_POOL`.
 */
export async function deployFundedStaking(holders: readonly Address[]) {
  const owner = await devAccount(0);
  const token = await deployToken(owner);
  const staking = await deployStaking(owner, token);
  for (const holder of holders) await transferTokens(token, owner, holder, FIXTURE_GRANT);
  await fundRewards(staking, token, owner, FIXTURE_POOL);
  return { owner, token, staking, read: stakingReader(staking), write: stakingWriter(staking) };
}

/** Block timestamp of the block a transaction was mined in. */
export async function minedAt(receipt: { blockNumber: bigint }): Promise<bigint> {
  return (await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp;
}
