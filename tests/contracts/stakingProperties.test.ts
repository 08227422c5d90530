import fc from 'fast-check';
import { maxUint256, parseEther, zeroAddress, type Address, type TransactionReceipt } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearStakingAbi } from '@/contracts/generated';
import {
  devAccount,
  isolateChainState,
  publicClient,
  revertOf,
  testClient,
  waitForSuccess,
} from './support/chain';
import {
  accrual,
  approve,
  BPS_DENOMINATOR,
  FLEXIBLE_HOLDER_SHARE_BPS,
  FLEXIBLE_POOL_SHARE_BPS,
  deployStaking,
  deployToken,
  holdOf,
  latestTimestamp,
  mineAt,
  signPermit,
  rewardTermOf,
  stakingReader,
  stakingWriter,
  TEST_APR_BPS,
  TIER,
  tokenBalance,
  transferTokens,
} from './support/staking';

isolateChainState();

/** Holders #1..#3 approve the contract once; #4 never approves and stakes with permits. */
const HOLDER_INDEXES = [1, 2, 3, 4] as const;
const PERMIT_HOLDER = 3;
/** anvil's public test mnemonic: the permit holder signs its permits locally. */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
/** Owner candidates: #0 deploys and owns first; ownership moves between #0 and #5. */
const OWNER_INDEXES = [0, 5] as const;
const UINT128_LIMIT = 2n ** 128n;
const GRANT = parseEther('20000');
const RUNS = 25;
const DAY_S = 86_400n;
/** Steps of the clock: a second, an hour, and around each lock duration. */
const TIME_STEPS_S = [1n, 3_600n, DAY_S, 7n * DAY_S, 15n * DAY_S, 31n * DAY_S, 400n * DAY_S];
const UNKNOWN_TIER = 5;
const NEVER_ISSUED_ID = 999n;

type Command =
  | { kind: 'stake'; who: number; amount: bigint; tier: number; agreed: AgreedApr; permit: boolean }
  | { kind: 'setApr'; by: number; tier: number; aprBps: number }
  | { kind: 'transferOwnership'; by: number; to: number }
  | { kind: 'acceptOwnership'; by: number }
  | { kind: 'claim'; who: number; pick: number }
  | { kind: 'unstake'; who: number; pick: number }
  | { kind: 'claimAll'; who: number }
  | { kind: 'advance'; step: bigint }
  | { kind: 'toUnlock'; pick: number; offset: bigint }
  | { kind: 'fund'; tokens: bigint };

/** The minimum APR the staker passes: none, what the page showed now, or an older higher one. */
type AgreedApr = 'none' | 'current' | 'stale';
const who = fc.integer({ min: 0, max: HOLDER_INDEXES.length - 1 });
const ownerPick = fc.integer({ min: 0, max: OWNER_INDEXES.length - 1 });
const pick = fc.nat({ max: 50 });
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('stake' as const),
      who,
      // Sometimes zero, sometimes more than a small pool can reward, sometimes past uint128.
      amount: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0n) },
        {
          weight: 8,
          arbitrary: fc
            .bigInt({ min: 1n, max: 1_000n })
            .map((tokens) => parseEther(tokens.toString())),
        },
        { weight: 1, arbitrary: fc.constantFrom(UINT128_LIMIT, UINT128_LIMIT - 1n) },
      ),
      tier: fc.integer({ min: 0, max: UNKNOWN_TIER }),
      agreed: fc.constantFrom<AgreedApr>('none', 'current', 'current', 'stale'),
      permit: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('setApr' as const),
      by: ownerPick,
      tier: fc.integer({ min: 0, max: 4 }),
      aprBps: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('transferOwnership' as const),
      by: ownerPick,
      to: ownerPick,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('acceptOwnership' as const), by: ownerPick }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), who, pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('unstake' as const), who, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('claimAll' as const), who }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      step: fc.constantFrom(...TIME_STEPS_S),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('toUnlock' as const),
      pick,
      offset: fc.constantFrom(-1n, 0n),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fund' as const),
      tokens: fc.bigInt({ min: 1n, max: 50n }),
    }),
  },
);

interface ModelPosition {
  id: bigint;
  holder: Address;
  tier: number;
  aprBps: number;
  amount: bigint;
  startedAt: bigint;
  unlocksAt: bigint;
  reward: bigint;
  claimed: bigint;
  open: boolean;
}

/** What the contract must hold, kept by the test from the commands alone. */
class Model {
  positions: ModelPosition[] = [];
  pool = 0n;
  reserved = 0n;
  funded = 0n;
  paid = 0n;
  aprBps: number[] = [...TEST_APR_BPS];
  /** Reserved for open flexible positions and not yet paid. */
  flexibleReserved = 0n;
  owner = 0;
  /** The owner candidate a transfer named, until it accepts (or another transfer replaces it). */
  pendingOwner: number | undefined;

  claimableAt(position: ModelPosition, time: bigint): bigint {
    if (!position.open) return 0n;
    const end = position.startedAt + rewardTermOf(position.tier);
    const until = time < end ? time : end;
    return accrual(position.amount, position.aprBps, until - position.startedAt) - position.claimed;
  }

  /** What a new flexible stake may reserve: its share of the pool less what flexible holds. */
  flexibleAvailable(): bigint {
    const share = ((this.pool + this.flexibleReserved) * FLEXIBLE_POOL_SHARE_BPS) / BPS_DENOMINATOR;
    return share > this.flexibleReserved ? share - this.flexibleReserved : 0n;
  }

  /** What `holder`'s open flexible positions were promised and not yet paid. */
  flexibleHeldBy(holder: Address): bigint {
    return this.open()
      .filter((position) => position.holder === holder && position.tier === TIER.flexible)
      .reduce((sum, position) => sum + position.reward - position.claimed, 0n);
  }

  /** What a new flexible stake of `holder` may reserve of its part of the flexible share. */
  flexibleHolderAvailable(holder: Address): bigint {
    const share = ((this.pool + this.flexibleReserved) * FLEXIBLE_POOL_SHARE_BPS) / BPS_DENOMINATOR;
    const part = (share * FLEXIBLE_HOLDER_SHARE_BPS) / BPS_DENOMINATOR;
    const held = this.flexibleHeldBy(holder);
    return part > held ? part - held : 0n;
  }

  open(): ModelPosition[] {
    return this.positions.filter((position) => position.open);
  }

  /** Books a claim of `position` at `time`; returns what it pays. */
  claim(position: ModelPosition, time: bigint): bigint {
    const amount = this.claimableAt(position, time);
    position.claimed += amount;
    this.reserved -= amount;
    this.paid += amount;
    if (position.tier === TIER.flexible) this.flexibleReserved -= amount;
    return amount;
  }
}

let owner: Address;
let owners: Address[];
let holders: Address[];
let token: Address;
let staking: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  owners = await Promise.all(OWNER_INDEXES.map((index) => devAccount(index)));
  holders = await Promise.all(HOLDER_INDEXES.map((index) => devAccount(index)));
  token = await deployToken(owner);
  staking = await deployStaking(owner, token);
  for (const [index, holder] of holders.entries()) {
    await transferTokens(token, owner, holder, GRANT);
    if (index !== PERMIT_HOLDER) await approve(token, holder, staking, maxUint256);
  }
  await approve(token, owner, staking, maxUint256);
});

describe('BearStaking properties', () => {
  it('behavior: over random stake / permit stake / APR change / ownership / claim / unstake / time sequences the books balance, no lock is broken and no stake lands below its agreed APR', async () => {
    const read = stakingReader(staking);
    const write = stakingWriter(staking);
    const permitSigner = mnemonicToAccount(TEST_MNEMONIC, {
      addressIndex: HOLDER_INDEXES[PERMIT_HOLDER],
    });
    expect(permitSigner.address).toBe(holders[PERMIT_HOLDER]);

    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 200n }),
        fc.array(commandArbitrary, { minLength: 1, maxLength: 12 }),
        async (initialPoolTokens, commands) => {
          const snapshot = await testClient.snapshot();
          try {
            const model = new Model();
            if (initialPoolTokens > 0n) {
              // The owner approved the contract without limit in beforeAll.
              const amount = parseEther(initialPoolTokens.toString());
              await waitForSuccess(await write.fundRewards(owner, amount));
              model.pool = model.funded = parseEther(initialPoolTokens.toString());
            }
            let clock = await latestTimestamp();
            let nextTime = clock + 1n;

            /**
             * Sends a write so that it lands exactly at `nextTime`, and returns the receipt or
             * the decoded refusal (nothing mined then).
             */
            const attempt = async (
              send: () => Promise<`0x${string}`>,
            ): Promise<
              | { receipt: TransactionReceipt; refusal?: undefined }
              | { receipt?: undefined; refusal: { errorName: string; args: readonly unknown[] } }
            > => {
              await testClient.setNextBlockTimestamp({ timestamp: nextTime });
              const pending = send();
              const outcome = await pending.then(
                async (hash) => ({ receipt: await waitForSuccess(hash) }),
                () => undefined,
              );
              if (outcome) {
                const block = await publicClient.getBlock({
                  blockNumber: outcome.receipt.blockNumber,
                });
                expect(block.timestamp).toBe(nextTime);
                clock = nextTime;
                nextTime = clock + 1n;
                return outcome;
              }
              return { refusal: await revertOf(pending) };
            };

            const pickPosition = (index: number) =>
              model.positions.length === 0
                ? undefined
                : model.positions[index % model.positions.length];

            for (const command of commands) {
              switch (command.kind) {
                case 'stake': {
                  const holder = holders[command.who]!;
                  const { amount } = command;
                  const known = command.tier < TEST_APR_BPS.length;
                  const aprBps = known ? model.aprBps[command.tier]! : 0;
                  const minAprBps =
                    command.agreed === 'none'
                      ? 0
                      : command.agreed === 'current'
                        ? aprBps
                        : aprBps + 1;
                  const reward = known ? accrual(amount, aprBps, rewardTermOf(command.tier)) : 0n;
                  const usesPermit = command.permit && command.who === PERMIT_HOLDER;
                  const permit = usesPermit
                    ? await signPermit(token, permitSigner, staking, amount, nextTime + 3_600n)
                    : undefined;
                  const balance = await tokenBalance(token, holder);
                  const result = await attempt(() =>
                    permit
                      ? write.stakeWithPermit(holder, amount, command.tier, minAprBps, permit)
                      : write.stake(holder, amount, command.tier, minAprBps),
                  );
                  if (amount === 0n) expect(result.refusal?.errorName).toBe('ZeroAmount');
                  else if (!known) expect(result.refusal?.errorName).toBe('UnknownTier');
                  else if (aprBps < minAprBps) {
                    expect(result.refusal).toEqual({
                      errorName: 'AprChanged',
                      args: [aprBps, minAprBps],
                    });
                  } else if (amount >= UINT128_LIMIT) {
                    expect(result.refusal).toEqual({
                      errorName: 'SafeCastOverflowedUintDowncast',
                      args: [128, amount],
                    });
                  } else if (reward >= UINT128_LIMIT) {
                    expect(result.refusal).toEqual({
                      errorName: 'SafeCastOverflowedUintDowncast',
                      args: [128, reward],
                    });
                  } else if (reward > model.pool) {
                    expect(result.refusal).toEqual({
                      errorName: 'RewardPoolTooSmall',
                      args: [model.pool, reward],
                    });
                  } else if (command.tier === TIER.flexible && reward > model.flexibleAvailable()) {
                    expect(result.refusal).toEqual({
                      errorName: 'FlexibleRewardLimitReached',
                      args: [model.flexibleAvailable(), reward],
                    });
                  } else if (
                    command.tier === TIER.flexible &&
                    reward > model.flexibleHolderAvailable(holder)
                  ) {
                    expect(result.refusal).toEqual({
                      errorName: 'FlexibleHolderLimitReached',
                      args: [model.flexibleHolderAvailable(holder), reward],
                    });
                  } else if (command.who === PERMIT_HOLDER && !usesPermit) {
                    // Never approved: without a permit the token refuses the transfer.
                    expect(result.refusal?.errorName).toBe('ERC20InsufficientAllowance');
                  } else if (amount > balance) {
                    expect(result.refusal?.errorName).toBe('ERC20InsufficientBalance');
                  } else {
                    expect(result.refusal).toBeUndefined();
                    model.positions.push({
                      id: BigInt(model.positions.length + 1),
                      holder,
                      tier: command.tier,
                      aprBps,
                      amount,
                      startedAt: clock,
                      unlocksAt: clock + holdOf(command.tier),
                      reward,
                      claimed: 0n,
                      open: true,
                    });
                    model.pool -= reward;
                    model.reserved += reward;
                    if (command.tier === TIER.flexible) model.flexibleReserved += reward;
                  }
                  break;
                }
                case 'claim':
                case 'unstake': {
                  const holder = holders[command.who]!;
                  const position = pickPosition(command.pick);
                  const id = position?.id ?? NEVER_ISSUED_ID;
                  const before = await tokenBalance(token, holder);
                  const time = nextTime;
                  const result = await attempt(() =>
                    command.kind === 'claim' ? write.claim(holder, id) : write.unstake(holder, id),
                  );
                  if (!position || position.holder !== holder) {
                    expect(result.refusal).toEqual({ errorName: 'NotYourPosition', args: [id] });
                  } else if (!position.open) {
                    expect(result.refusal).toEqual({ errorName: 'PositionClosed', args: [id] });
                  } else if (command.kind === 'unstake' && time < position.unlocksAt) {
                    expect(result.refusal).toEqual({
                      errorName: 'StillLocked',
                      args: [position.unlocksAt],
                    });
                  } else {
                    expect(result.refusal).toBeUndefined();
                    let expected = model.claim(position, time);
                    if (command.kind === 'unstake') {
                      // Never paid out before its unlock.
                      expect(time).toBeGreaterThanOrEqual(position.unlocksAt);
                      const released = position.reward - position.claimed;
                      model.reserved -= released;
                      model.pool += released;
                      if (position.tier === TIER.flexible) model.flexibleReserved -= released;
                      position.open = false;
                      expected += position.amount;
                    }
                    expect(await tokenBalance(token, holder)).toBe(before + expected);
                  }
                  break;
                }
                case 'claimAll': {
                  const holder = holders[command.who]!;
                  const before = await tokenBalance(token, holder);
                  const time = nextTime;
                  const result = await attempt(() => write.claimAll(holder));
                  expect(result.refusal).toBeUndefined();
                  const expected = model
                    .open()
                    .filter((position) => position.holder === holder)
                    .reduce((sum, position) => sum + model.claim(position, time), 0n);
                  expect(await tokenBalance(token, holder)).toBe(before + expected);
                  break;
                }
                case 'advance': {
                  clock += command.step;
                  await mineAt(clock);
                  nextTime = clock + 1n;
                  break;
                }
                case 'toUnlock': {
                  const position = pickPosition(command.pick);
                  const target = position ? position.unlocksAt + command.offset : 0n;
                  // The next write lands exactly one second before, or at, this unlock.
                  if (target > clock) nextTime = target;
                  break;
                }
                case 'setApr': {
                  const sender = owners[command.by]!;
                  const result = await attempt(() =>
                    write.setTierApr(sender, command.tier, command.aprBps),
                  );
                  if (command.by !== model.owner) {
                    expect(result.refusal).toEqual({
                      errorName: 'OwnableUnauthorizedAccount',
                      args: [sender],
                    });
                  } else {
                    expect(result.refusal).toBeUndefined();
                    model.aprBps[command.tier] = command.aprBps;
                  }
                  break;
                }
                case 'transferOwnership': {
                  const sender = owners[command.by]!;
                  const result = await attempt(() =>
                    write.transferOwnership(sender, owners[command.to]!),
                  );
                  if (command.by !== model.owner) {
                    expect(result.refusal).toEqual({
                      errorName: 'OwnableUnauthorizedAccount',
                      args: [sender],
                    });
                  } else {
                    // Two steps: the owner stays until the named account accepts.
                    expect(result.refusal).toBeUndefined();
                    model.pendingOwner = command.to;
                  }
                  break;
                }
                case 'acceptOwnership': {
                  const sender = owners[command.by]!;
                  const result = await attempt(() => write.acceptOwnership(sender));
                  if (command.by !== model.pendingOwner) {
                    expect(result.refusal).toEqual({
                      errorName: 'OwnableUnauthorizedAccount',
                      args: [sender],
                    });
                  } else {
                    expect(result.refusal).toBeUndefined();
                    model.owner = command.by;
                    model.pendingOwner = undefined;
                  }
                  break;
                }
                case 'fund': {
                  const amount = parseEther(command.tokens.toString());
                  const result = await attempt(() => write.fundRewards(owner, amount));
                  expect(result.refusal).toBeUndefined();
                  model.pool += amount;
                  model.funded += amount;
                  break;
                }
              }

              // ---- invariants, read at the latest block (time `clock`) ----
              const [stats, balance, ...lists] = await Promise.all([
                read.stats(),
                tokenBalance(token, staking),
                ...holders.map((holder) => read.positionsOf(holder)),
              ]);
              const open = lists.flat();
              const deposited = open.reduce((sum, position) => sum + position.amount, 0n);
              const claimable = open.reduce((sum, position) => sum + position.claimable, 0n);
              const modelOpen = model.open();

              expect(deposited).toBe(stats.totalDeposited);
              expect(stats.totalDeposited).toBe(
                modelOpen.reduce((sum, position) => sum + position.amount, 0n),
              );
              expect(stats.totalLocked).toBeLessThanOrEqual(stats.totalDeposited);
              expect(stats.totalLocked).toBe(
                modelOpen
                  // The flexible hold is not a lock.
                  .filter((position) => position.tier !== 0 && position.unlocksAt > clock)
                  .reduce((sum, position) => sum + position.amount, 0n),
              );
              expect(claimable).toBeLessThanOrEqual(stats.rewardsReserved);
              expect(balance).toBeGreaterThanOrEqual(stats.totalDeposited + stats.rewardsReserved);
              expect(stats.rewardsPaid).toBeLessThanOrEqual(stats.rewardsFunded);
              expect(stats.rewardsFunded).toBe(
                stats.rewardPool + stats.rewardsReserved + stats.rewardsPaid,
              );
              // Every open position earns at least the APR its staker agreed to, as the model says.
              expect(open.map(({ id, aprBps }) => [id, aprBps])).toEqual(
                expect.arrayContaining(modelOpen.map(({ id, aprBps }) => [id, aprBps])),
              );
              expect(open).toHaveLength(modelOpen.length);
              expect(stats).toMatchObject({
                rewardPool: model.pool,
                rewardsReserved: model.reserved,
                rewardsFunded: model.funded,
                rewardsPaid: model.paid,
                openPositions: BigInt(modelOpen.length),
              });
              // Flexible positions hold exactly what they were promised and not yet paid.
              const flexibleReserved = await publicClient.readContract({
                address: staking,
                abi: bearStakingAbi,
                functionName: 'flexibleRewardsReserved',
              });
              expect(flexibleReserved).toBe(model.flexibleReserved);
              expect(flexibleReserved).toBe(
                open
                  .filter((position) => position.tier === TIER.flexible)
                  .reduce((sum, position) => sum + position.reward - position.claimed, 0n),
              );
              // And each holder's part of it is what its own flexible positions hold.
              for (const holder of holders) {
                expect(
                  await publicClient.readContract({
                    address: staking,
                    abi: bearStakingAbi,
                    functionName: 'flexibleRewardsReservedBy',
                    args: [holder],
                  }),
                ).toBe(model.flexibleHeldBy(holder));
              }
              const [currentOwner, pendingOwner] = await Promise.all([
                publicClient.readContract({
                  address: staking,
                  abi: bearStakingAbi,
                  functionName: 'owner',
                }),
                publicClient.readContract({
                  address: staking,
                  abi: bearStakingAbi,
                  functionName: 'pendingOwner',
                }),
              ]);
              expect(currentOwner).toBe(owners[model.owner]);
              expect(pendingOwner).toBe(
                model.pendingOwner === undefined ? zeroAddress : owners[model.pendingOwner],
              );
            }
          } finally {
            await testClient.revert({ id: snapshot });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});
