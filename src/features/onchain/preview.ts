/**
 * What a write will change for the account: its calls simulated in sequence (`eth_simulateV1`,
 * native transfers traced), the logs decoded into transfers, approvals and the hub's events; after
 * it, its receipts decoded and compared. Loaded with the first fee estimate carrying a preview.
 */
import {
  decodeEventLog,
  decodeFunctionData,
  encodeFunctionData,
  hexToBigInt,
  isAddressEqual,
  type Abi,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { SIMULATED_NATIVE_TRANSFER_ADDRESS } from '@/config/writes';
import { CONTRACT_NAMES, getContractAddress, type ContractName } from '@/config/contracts';
import type { ChainClient } from '@/wallet/clients';
import { CONTRACT_ABIS } from './contracts';
import type { FeeCall } from './fee';
import type { Accrual } from './intent';
import { compareChanges, type Growth, type PreviewWords } from './previewText';

type Direction = 'out' | 'in';

/** One thing a write changes for the account (serializable: it lives in the query cache). */
export type PreviewChange =
  | { type: 'token'; direction: Direction; token: Address; amount: string }
  | { type: 'nft'; direction: Direction; token: Address; ids: string[] }
  | { type: 'native'; direction: Direction; amount: string }
  /** An ERC-20 approval given by the account; `left`: the allowance after the whole write. */
  | { type: 'approval'; token: Address; spender: Address; amount: string; left?: string }
  /** An event of one of the hub's contracts, its arguments as strings. */
  | { type: 'event'; contract: ContractName; name: string; args: Record<string, string> };

export interface DecodedChanges {
  changes: PreviewChange[];
  /** Logs the hub could not decode (shown as a count, never guessed). */
  undecoded: number;
}

export type SimulatedWrite =
  | ({
      status: 'simulated';
      gas: string;
      /** The simulated block's timestamp (seconds, decimal). */
      time?: string;
    } & DecodedChanges)
  /** A call of the sequence reverts on the latest state. */
  | { status: 'refused' }
  /** The node cannot simulate (no `eth_simulateV1`, or it failed). */
  | { status: 'unavailable' };

type RawLog = { address: Address; topics: readonly Hex[]; data: Hex };

const TOKEN_ABI = CONTRACT_ABIS.bearToken;
/** ERC-20 Transfer/Approval index two topics after the signature; ERC-721 also the token id. */
const ERC20_TOPIC_COUNT = 3;
const ERC721_TOPIC_COUNT = 4;
const STANDARD_ABIS: Record<number, Abi> = {
  [ERC20_TOPIC_COUNT]: TOKEN_ABI,
  [ERC721_TOPIC_COUNT]: CONTRACT_ABIS.bearNft,
};

type DecodedLog = { eventName: string; args: Record<string, unknown> };
/** ERC-20 Transfer/Approval and ERC-721 Transfer arguments, by name. */
type StandardArgs = Record<'from' | 'to' | 'owner' | 'spender', Address> &
  Record<'value' | 'tokenId', bigint>;

function decodeWith(abi: Abi, log: RawLog): DecodedLog | null {
  try {
    const topics = log.topics as [Hex, ...Hex[]];
    return decodeEventLog({ abi, topics, data: log.data }) as unknown as DecodedLog;
  } catch {
    return null;
  }
}

/**
 * What `logs` change for `account`: token transfers (summed per token), approvals it gave, native
 * coin in (traced) and out (`nativeOut`), the hub's events; any other non-transfer log: undecoded.
 */
export function decodeChanges(
  chainId: number,
  account: Address,
  logs: readonly RawLog[],
  nativeOut = 0n,
): DecodedChanges {
  const tokens = new Map<string, Extract<PreviewChange, { type: 'token' }>>();
  const nfts = new Map<string, Extract<PreviewChange, { type: 'nft' }>>();
  const approvals = new Map<string, Extract<PreviewChange, { type: 'approval' }>>();
  const events: PreviewChange[] = [];
  let nativeIn = 0n;
  let undecoded = 0;
  const hubContracts = CONTRACT_NAMES.flatMap((name) => {
    const address = getContractAddress(chainId, name);
    return address ? [{ name, address }] : [];
  });
  const mine = (address: string) => isAddressEqual(address as Address, account);

  for (const log of logs) {
    const { topics } = log;
    const standardAbi = STANDARD_ABIS[topics.length];
    const standard = standardAbi && decodeWith(standardAbi, log);
    if (standard?.eventName === 'Transfer') {
      const { from, to, value, tokenId } = standard.args as StandardArgs;
      const outgoing = mine(from);
      if (isAddressEqual(log.address, SIMULATED_NATIVE_TRANSFER_ADDRESS)) {
        // A traced native transfer: what comes in (what goes out is the calls' value).
        if (mine(to) && !outgoing) nativeIn += value;
        continue;
      }
      if (!outgoing && !mine(to)) continue;
      const direction: Direction = outgoing ? 'out' : 'in';
      const key = `${log.address.toLowerCase()}:${direction}`;
      if (topics.length === ERC721_TOPIC_COUNT) {
        const entry = nfts.get(key) ?? { type: 'nft', direction, token: log.address, ids: [] };
        entry.ids.push(String(tokenId));
        nfts.set(key, entry);
      } else {
        const entry = tokens.get(key) ?? {
          type: 'token',
          direction,
          token: log.address,
          amount: '0',
        };
        entry.amount = (BigInt(entry.amount) + value).toString();
        tokens.set(key, entry);
      }
      continue;
    }
    if (standard?.eventName === 'Approval' && topics.length === ERC20_TOPIC_COUNT) {
      const { owner, spender, value } = standard.args as StandardArgs;
      if (mine(owner)) {
        // The last approval of a spender is the one that stands.
        approvals.set(`${log.address.toLowerCase()}:${spender.toLowerCase()}`, {
          type: 'approval',
          token: log.address,
          spender,
          amount: value.toString(),
        });
      }
      continue;
    }
    const contract = hubContracts.find(({ address }) => isAddressEqual(address, log.address));
    const decoded = contract && decodeWith(CONTRACT_ABIS[contract.name], log);
    if (contract && decoded) {
      const args = Object.entries(decoded.args ?? {}).map(([key, value]) => [key, String(value)]);
      events.push({
        type: 'event',
        contract: contract.name,
        name: decoded.eventName,
        args: Object.fromEntries(args),
      });
    } else if (!standard) undecoded += 1;
  }
  const changes: PreviewChange[] = [];
  if (nativeOut > 0n)
    changes.push({ type: 'native', direction: 'out', amount: nativeOut.toString() });
  changes.push(...tokens.values(), ...nfts.values());
  if (nativeIn > 0n) changes.push({ type: 'native', direction: 'in', amount: nativeIn.toString() });
  changes.push(...events, ...approvals.values());
  return { changes, undecoded };
}

function approvalOf(call: FeeCall): { token: Address; spender: Address } | null {
  try {
    const decoded = decodeFunctionData({ abi: TOKEN_ABI, data: call.data });
    if (decoded.functionName !== 'approve') return null;
    return { token: call.to, spender: (decoded.args as readonly [Address, bigint])[0] };
  } catch {
    return null;
  }
}

/** `calls` in one block, then the allowance each approval leaves (used in full?). Never throws. */
export async function simulateWrite(
  client: Pick<ChainClient, 'simulateBlocks'>,
  chainId: number,
  account: Address,
  calls: readonly FeeCall[],
): Promise<SimulatedWrite> {
  const approvals = calls.flatMap((call) => approvalOf(call) ?? []);
  const allowanceReads: FeeCall[] = approvals.map(({ token, spender }) => ({
    to: token,
    data: encodeFunctionData({
      abi: TOKEN_ABI,
      functionName: 'allowance',
      args: [account, spender],
    }),
  }));
  let results: { status: string; gasUsed: bigint; logs?: RawLog[]; data: Hex }[];
  let time: bigint | undefined;
  try {
    const [block] = await client.simulateBlocks({
      blocks: [
        {
          calls: [...calls, ...allowanceReads].map((call) => ({
            account,
            to: call.to,
            data: call.data,
            ...(call.value === undefined ? {} : { value: BigInt(call.value) }),
          })) as never,
        },
      ],
      traceTransfers: true,
    });
    results = (block?.calls ?? []) as typeof results;
    time = block?.timestamp;
  } catch {
    return { status: 'unavailable' };
  }
  const sent = results.slice(0, calls.length);
  if (sent.length < calls.length || sent.some((result) => result.status !== 'success')) {
    return { status: 'refused' };
  }
  const nativeOut = calls.reduce((sum, call) => sum + BigInt(call.value ?? '0'), 0n);
  const decoded = decodeChanges(
    chainId,
    account,
    sent.flatMap((result) => result.logs ?? []),
    nativeOut,
  );
  approvals.forEach(({ token, spender }, index) => {
    const read = results[calls.length + index];
    const change = decoded.changes.find(
      (candidate) =>
        candidate.type === 'approval' &&
        isAddressEqual(candidate.token, token) &&
        isAddressEqual(candidate.spender, spender),
    );
    if (read?.status === 'success' && change?.type === 'approval' && read.data !== '0x') {
      change.left = hexToBigInt(read.data).toString();
    }
  });
  const gas = sent.reduce((sum, result) => sum + result.gasUsed, 0n);
  return {
    status: 'simulated',
    gas: gas.toString(),
    ...(time === undefined ? {} : { time: time.toString() }),
    ...decoded,
  };
}

export interface PreviewExpectation {
  shown: DecodedChanges & { time?: string };
  words: PreviewWords;
  accrual?: Accrual;
}

/** The status line after a write: its receipts compared with the preview; null when unreadable. */
export async function compareWithReceipts(
  chainId: number,
  account: Address,
  hashes: readonly Hash[],
  expected: PreviewExpectation,
): Promise<string | null> {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  try {
    const receipts = await Promise.all(
      hashes.map((hash) => client.getTransactionReceipt({ hash })),
    );
    const actual = decodeChanges(
      chainId,
      account,
      receipts.flatMap((receipt) => receipt.logs),
    );
    // A reward that grows may differ by what accrued between the simulated block and the mined one.
    const { accrual, shown } = expected;
    const last = receipts.at(-1);
    let growth: Growth | undefined;
    if (accrual && shown.time !== undefined && last) {
      const mined = await client.getBlock({ blockNumber: last.blockNumber });
      const seconds = Math.abs(Number(mined.timestamp - BigInt(shown.time)));
      growth = { token: accrual.token, most: accrual.over(seconds) };
    }
    return compareChanges(shown, actual, expected.words, growth);
  } catch {
    return null;
  }
}
