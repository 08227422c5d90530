import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionData,
  numberToHex,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { LOCAL_CHAIN_ID } from '@/config/chains';
import { getContractAddress } from '@/config/contracts';
import { SIMULATED_NATIVE_TRANSFER_ADDRESS } from '@/config/writes';
import { CONTRACT_ABIS, contractCall } from '@/features/onchain/contracts';
import { feeCallOf } from '@/features/onchain/fee';
import {
  compareWithReceipts,
  decodeChanges,
  simulateWrite,
  type DecodedChanges,
} from '@/features/onchain/preview';
import { previewSequenceOf } from '@/features/onchain/intent';
import { compareChanges, describeChanges, type PreviewWords } from '@/features/onchain/previewText';
import type { WritePlan } from '@/features/onchain/write/plan';
import { stakeIntent, type StakeRequest } from '@/features/staking/intents';
import { ACCOUNT } from '../../support/walletState';

const receipts = vi.hoisted(() => ({ logs: [] as unknown[], minedAt: 0n }));
vi.mock('@/wallet/clients', () => ({
  getChainClient: () => ({
    getTransactionReceipt: async () => ({ logs: receipts.logs, blockNumber: 7n }),
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({
      number: blockNumber,
      timestamp: receipts.minedAt,
    }),
  }),
}));

const TOKEN = getContractAddress(LOCAL_CHAIN_ID, 'bearToken')!;
const STAKING = getContractAddress(LOCAL_CHAIN_ID, 'bearStaking')!;
const BEAR = getContractAddress(LOCAL_CHAIN_ID, 'bearNft')!;
const OTHER: Address = '0x00000000000000000000000000000000000000aa';
const STRANGER: Address = '0x00000000000000000000000000000000000000bb';
const ZERO: Address = '0x0000000000000000000000000000000000000000';

const WORDS: PreviewWords = {
  native: { symbol: 'ETH', decimals: 18 },
  tokens: [{ address: TOKEN, symbol: 'BHT', decimals: 18 }],
  collections: [{ address: BEAR, items: (ids) => `bears ${ids.map((id) => `#${id}`).join(', ')}` }],
  names: [{ address: STAKING, name: 'the staking contract' }],
  events: {
    Staked: ({ id, aprBps }) => `You receive position #${id} at ${Number(aprBps) / 100} %`,
    RewardsClaimed: () => null,
  },
};

function erc20(
  name: 'Transfer' | 'Approval',
  address: Address,
  a: Address,
  b: Address,
  value: bigint,
) {
  const abi = CONTRACT_ABIS.bearToken;
  const args = name === 'Transfer' ? { from: a, to: b } : { owner: a, spender: b };
  return {
    address,
    topics: encodeEventTopics({ abi, eventName: name, args } as never) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [value]),
  };
}

function nftTransfer(from: Address, to: Address, tokenId: bigint) {
  return {
    address: BEAR,
    topics: encodeEventTopics({
      abi: CONTRACT_ABIS.bearNft,
      eventName: 'Transfer',
      args: { from, to, tokenId },
    }) as Hex[],
    data: '0x' as Hex,
  };
}

function staked(id: bigint, amount: bigint) {
  return {
    address: STAKING,
    topics: encodeEventTopics({
      abi: CONTRACT_ABIS.bearStaking,
      eventName: 'Staked',
      args: { holder: ACCOUNT, id, tier: 3 },
    }) as Hex[],
    data: encodeAbiParameters(
      [{ type: 'uint256' }, { type: 'uint16' }, { type: 'uint64' }, { type: 'uint256' }],
      [amount, 1200, 2_000_000_000n, 1n],
    ),
  };
}

const lines = (decoded: DecodedChanges) => describeChanges(decoded, WORDS);

describe('the preview of a write', () => {
  beforeEach(() => {
    receipts.logs = [];
  });

  it('behavior: decodes the account’s token transfers, approvals, bears, traced native coin and the staking contract’s own event', () => {
    const decoded = decodeChanges(
      LOCAL_CHAIN_ID,
      ACCOUNT,
      [
        erc20('Approval', TOKEN, ACCOUNT, STAKING, parseEther('100')),
        erc20('Transfer', TOKEN, ACCOUNT, STAKING, parseEther('60')),
        erc20('Transfer', TOKEN, ACCOUNT, STAKING, parseEther('40')),
        staked(12n, parseEther('100')),
        nftTransfer(ZERO, ACCOUNT, 7n),
        nftTransfer(ZERO, ACCOUNT, 8n),
        erc20('Transfer', SIMULATED_NATIVE_TRANSFER_ADDRESS, BEAR, ACCOUNT, parseEther('0.5')),
        // Between others: not the account's.
        erc20('Transfer', TOKEN, OTHER, STRANGER, 5n),
        // An event of a contract the hub does not know.
        { address: STRANGER, topics: [numberToHex(1, { size: 32 })], data: '0x' },
      ],
      parseEther('0.02'),
    );
    expect(lines(decoded)).toEqual([
      'You pay 0.02 ETH',
      'You send 100 BHT',
      'You receive bears #7, #8',
      'You receive 0.5 ETH',
      'You receive position #12 at 12 %',
      'Approval of 100 BHT to the staking contract',
      '1 more event the hub cannot decode',
    ]);
  });

  it('behavior: simulates the calls in one block from the account, then says whether each approval is used in full', async () => {
    const approve = contractCall('bearToken', LOCAL_CHAIN_ID, 'approve', [
      STAKING,
      parseEther('100'),
    ]);
    const stake = contractCall('bearStaking', LOCAL_CHAIN_ID, 'stake', [
      parseEther('100'),
      3,
      1200,
    ]);
    const simulateBlocks = vi.fn(async () => [
      {
        calls: [
          {
            status: 'success',
            gasUsed: 46_000n,
            data: '0x',
            logs: [erc20('Approval', TOKEN, ACCOUNT, STAKING, parseEther('100'))],
          },
          {
            status: 'success',
            gasUsed: 200_000n,
            data: '0x',
            logs: [
              erc20('Transfer', TOKEN, ACCOUNT, STAKING, parseEther('100')),
              staked(6n, parseEther('100')),
            ],
          },
          // The allowance read appended after the write: nothing left.
          {
            status: 'success',
            gasUsed: 1n,
            data: encodeAbiParameters([{ type: 'uint256' }], [0n]),
          },
        ],
      },
    ]);
    const simulated = await simulateWrite(
      { simulateBlocks } as never,
      LOCAL_CHAIN_ID,
      ACCOUNT,
      [approve, stake].map(feeCallOf),
    );
    const [{ blocks, traceTransfers }] = simulateBlocks.mock.calls[0] as unknown as [
      {
        blocks: { calls: { account: Address; to: Address; data: Hex }[] }[];
        traceTransfers: boolean;
      },
    ];
    expect(traceTransfers).toBe(true);
    expect(blocks[0]!.calls.map(({ account, to }) => [account, to])).toEqual([
      [ACCOUNT, TOKEN],
      [ACCOUNT, STAKING],
      [ACCOUNT, TOKEN],
    ]);
    expect(blocks[0]!.calls[2]!.data).toBe(
      encodeFunctionData({
        abi: CONTRACT_ABIS.bearToken,
        functionName: 'allowance',
        args: [ACCOUNT, STAKING],
      }),
    );
    expect(simulated).toMatchObject({ status: 'simulated', gas: '246000' });
    expect(lines(simulated as DecodedChanges)).toEqual([
      'You send 100 BHT',
      'You receive position #6 at 12 %',
      'Approval of 100 BHT to the staking contract, used in full',
    ]);
  });

  it('behavior: a node without eth_simulateV1 leaves the write unexplained; a reverting call is refused', async () => {
    const calls = [feeCallOf(contractCall('bearStaking', LOCAL_CHAIN_ID, 'claimAll', []))];
    const unavailable = {
      simulateBlocks: async () => Promise.reject(new Error('Method not found')),
    };
    expect(await simulateWrite(unavailable as never, LOCAL_CHAIN_ID, ACCOUNT, calls)).toEqual({
      status: 'unavailable',
    });
    const reverting = {
      simulateBlocks: async () => [{ calls: [{ status: 'failure', gasUsed: 0n, data: '0x' }] }],
    };
    expect(await simulateWrite(reverting as never, LOCAL_CHAIN_ID, ACCOUNT, calls)).toEqual({
      status: 'refused',
    });
  });

  it('behavior: the sequence is read from the stake’s own plan: a permit as an approval of the amount, a bundle whole, a covered allowance the stake alone', () => {
    const request: StakeRequest = {
      chainId: LOCAL_CHAIN_ID,
      symbol: 'BHT',
      amount: parseEther('100'),
      amountLabel: '100',
      tier: 3,
      lockDuration: 30 * 86_400,
      minAprBps: 1200,
      pageAllowance: 0n,
    };
    const names = ({ plan }: { plan: WritePlan }) => {
      const sequence = previewSequenceOf(plan, ACCOUNT, LOCAL_CHAIN_ID);
      return [sequence.calls.map((call) => call.functionName), sequence.gap];
    };
    expect(names(stakeIntent({ ...request, approval: 'permit' }))).toEqual([
      ['approve', 'stakeWithPermit'],
      'signatureAsCalls',
    ]);
    expect(names(stakeIntent({ ...request, approval: 'batch' }))).toEqual([
      ['approve', 'stake'],
      null,
    ]);
    expect(names(stakeIntent({ ...request, approval: 'approve' }))).toEqual([
      ['approve', 'stake'],
      null,
    ]);
    expect(names(stakeIntent({ ...request, pageAllowance: parseEther('100') }))).toEqual([
      ['stake'],
      null,
    ]);
    // Without the page's read of the allowance the check cannot be foreseen.
    expect(names(stakeIntent({ ...request, pageAllowance: undefined }))).toEqual([
      [],
      'stopsAtCheck',
    ]);
  });

  it('behavior: the status line says “As previewed.” when the receipts show the preview, else what happened and what was previewed', async () => {
    const shown = decodeChanges(LOCAL_CHAIN_ID, ACCOUNT, [
      erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.5')),
    ]);
    const hash = `0x${'1'.repeat(64)}` as const;
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.5'))];
    expect(
      await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], { shown, words: WORDS }),
    ).toBe('As previewed.');
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.75'))];
    expect(
      await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], { shown, words: WORDS }),
    ).toBe(
      'Not as previewed. What happened: You receive 1.75 BHT. What the preview said: You receive 1.5 BHT.',
    );
    // What an approval leaves is in no receipt: not compared.
    const approval = decodeChanges(LOCAL_CHAIN_ID, ACCOUNT, [
      erc20('Approval', TOKEN, ACCOUNT, STAKING, 10n),
    ]);
    const withLeft = {
      ...approval,
      changes: approval.changes.map((change) => ({ ...change, left: '0' })),
    } as DecodedChanges;
    expect(compareChanges(withLeft, approval, WORDS)).toBe('As previewed.');
  });

  it('behavior: a reward that grows is as previewed within what accrued between the simulated and the mined block, and says by how much', async () => {
    const hash = `0x${'2'.repeat(64)}` as const;
    const simulated = decodeChanges(LOCAL_CHAIN_ID, ACCOUNT, [
      erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.5')),
    ]);
    const shown = { ...simulated, time: '1000' };
    // 0.001 BHT a second at most.
    const accrual = { token: TOKEN, over: (seconds: number) => BigInt(seconds) * 10n ** 15n };
    const expect_ = { shown, words: WORDS, accrual };
    receipts.minedAt = 1012n;
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.51'))];
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], expect_)).toBe(
      'As previewed; the reward grew by 0.01 BHT while the transaction waited.',
    );
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.5'))];
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], expect_)).toBe(
      'As previewed.',
    );
    // More than 12 seconds can accrue: a bare difference, not explained by the wait.
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.6'))];
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], expect_)).toBe(
      'Not as previewed. What happened: You receive 1.6 BHT. What the preview said: You receive 1.5 BHT.',
    );
    // Mined before the simulated time (a node that simulates ahead): less, and why.
    receipts.minedAt = 990n;
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.495'))];
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], expect_)).toBe(
      'As previewed; the reward is 0.005 BHT less, as the transaction was mined sooner than simulated.',
    );
    // Another token, or no simulated time: nothing is explained by a growth never decoded.
    const other = { ...expect_, accrual: { ...accrual, token: OTHER } };
    receipts.logs = [erc20('Transfer', TOKEN, STAKING, ACCOUNT, parseEther('1.501'))];
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], other)).toMatch(/^Not as/);
    const untimed = { ...expect_, shown: simulated };
    expect(await compareWithReceipts(LOCAL_CHAIN_ID, ACCOUNT, [hash], untimed)).toMatch(/^Not as/);
  });
});
