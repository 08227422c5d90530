/**
 * A mock bear contract for the MSW chain (mocks/rpc.ts): answers the views the mint page reads
 * (directly or inside Multicall3 `aggregate3`) and simulations of `mint`, reverting with the
 * contract's custom errors by the same rules as contracts/BearNft.sol.
 */
import {
  decodeFunctionData,
  encodeErrorResult,
  encodeFunctionResult,
  getAddress,
  type Address,
  type Hex,
} from 'viem';
import { http, HttpResponse } from 'msw';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { buildProofsFile } from '../scripts/allowlist/allowlistFile.mjs';
import { verifyAllowlistProof } from '../scripts/allowlist/tree.mjs';
import { MockRevert, type MockCall } from './rpc';

export interface MockBearState {
  maxSupply: bigint;
  totalMinted: bigint;
  price: bigint;
  walletLimit: bigint;
  saleActive: boolean;
  /** Unix seconds; 0 = no start time. */
  saleStartsAt: bigint;
  allowlistActive: boolean;
  allowlistRoot: Hex;
  allowlistPrice: bigint;
  allowlistWalletLimit: bigint;
  owner: Address;
  /** Native coin the contract holds (the proceeds). */
  proceeds: bigint;
  /** Public-sale mints per lower-case address. */
  minted: Record<string, bigint>;
  /** Allowlist-phase mints per lower-case address. */
  allowlistMinted: Record<string, bigint>;
  /** Token ids per lower-case address. */
  owned: Record<string, bigint[]>;
}

export function createMockBear(overrides: Partial<MockBearState> = {}): MockBearState {
  return {
    maxSupply: 1_000n,
    totalMinted: 6n,
    price: 10_000_000_000_000_000n,
    walletLimit: 5n,
    saleActive: true,
    saleStartsAt: 0n,
    allowlistActive: false,
    allowlistRoot: `0x${'0'.repeat(64)}`,
    allowlistPrice: 5_000_000_000_000_000n,
    allowlistWalletLimit: 3n,
    owner: '0x00000000000000000000000000000000000000aa',
    proceeds: 0n,
    minted: {},
    allowlistMinted: {},
    owned: {},
    ...overrides,
  };
}

/** The metadata a bear's tokenURI returns: base64 JSON with a base64 SVG image. */
export function mockTokenUri(id: bigint): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>${id}</text></svg>`;
  const json = JSON.stringify({
    name: `Bear #${id}`,
    description: 'A mock bear.',
    image: `data:image/svg+xml;base64,${btoa(svg)}`,
  });
  return `data:application/json;base64,${btoa(json)}`;
}

const revert = (errorName: string, args?: readonly unknown[]) =>
  new MockRevert(
    encodeErrorResult({ abi: bearNftAbi, errorName, args } as Parameters<
      typeof encodeErrorResult
    >[0]),
  );

/** The contract handler for `MockChainState.contracts[address]`. */
export function bearContractHandler(bear: MockBearState) {
  return (data: Hex, call: MockCall): Hex => {
    const decoded = decodeFunctionData({ abi: bearNftAbi, data });
    const result = (value: unknown) =>
      encodeFunctionResult({
        abi: bearNftAbi,
        functionName: decoded.functionName,
        result: value,
      } as Parameters<typeof encodeFunctionResult>[0]);
    switch (decoded.functionName) {
      case 'collectionState':
        return result({
          maxSupply: bear.maxSupply,
          totalMinted: bear.totalMinted,
          price: bear.price,
          walletLimit: bear.walletLimit,
          saleActive: bear.saleActive,
          saleStartsAt: bear.saleStartsAt,
          allowlistActive: bear.allowlistActive,
          allowlistRoot: bear.allowlistRoot,
          allowlistPrice: bear.allowlistPrice,
          allowlistWalletLimit: bear.allowlistWalletLimit,
        });
      case 'owner':
        return result(bear.owner);
      case 'accountState': {
        const account = (decoded.args[0] as Address).toLowerCase();
        return result({
          minted: bear.minted[account] ?? 0n,
          allowlistMinted: bear.allowlistMinted[account] ?? 0n,
          balance: BigInt(bear.owned[account]?.length ?? 0),
        });
      }
      case 'tokensOfOwner':
        return result(bear.owned[(decoded.args[0] as Address).toLowerCase()] ?? []);
      case 'tokenURI': {
        // As the contract (`_requireOwned`): a bear not minted yet (not counted, owned by no one)
        // has no metadata.
        const id = decoded.args[0] as bigint;
        const minted =
          (id >= 1n && id <= bear.totalMinted) ||
          Object.values(bear.owned).some((ids) => ids.includes(id));
        if (!minted) throw revert('ERC721NonexistentToken', [id]);
        return result(mockTokenUri(id));
      }
      case 'mint': {
        const quantity = decoded.args[0] as bigint;
        const from = getAddress(
          call.from ?? '0x0000000000000000000000000000000000000000',
        ).toLowerCase();
        if (quantity === 0n) throw revert('ZeroQuantity');
        if (!bear.saleActive) throw revert('SaleNotActive');
        const remaining = bear.maxSupply - bear.totalMinted;
        if (remaining === 0n) throw revert('SoldOut');
        if (quantity > remaining) throw revert('ExceedsRemainingSupply', [remaining]);
        const minted = bear.minted[from] ?? 0n;
        const left = minted >= bear.walletLimit ? 0n : bear.walletLimit - minted;
        if (quantity > left) throw revert('ExceedsWalletLimit', [left]);
        const expected = bear.price * quantity;
        const sent = BigInt(call.value ?? '0x0');
        if (sent !== expected) throw revert('WrongPayment', [expected, sent]);
        return '0x';
      }
      case 'setPrice':
      case 'setWalletLimit':
      case 'setSaleActive':
      case 'setSaleStart':
      case 'setAllowlistRoot':
      case 'setAllowlistActive':
      case 'setAllowlistPrice':
      case 'setAllowlistWalletLimit':
      case 'withdraw': {
        const from = getAddress(call.from ?? '0x0000000000000000000000000000000000000000');
        if (from.toLowerCase() !== bear.owner.toLowerCase())
          throw revert('OwnableUnauthorizedAccount', [from]);
        return '0x';
      }
      case 'allowlistMint': {
        const [quantity, allowance, proof] = decoded.args as readonly [
          bigint,
          bigint,
          readonly Hex[],
        ];
        const from = getAddress(call.from ?? '0x0000000000000000000000000000000000000000');
        if (quantity === 0n) throw revert('ZeroQuantity');
        if (!bear.allowlistActive) throw revert('AllowlistNotActive');
        if (!verifyAllowlistProof(bear.allowlistRoot, { account: from, allowance }, [...proof]))
          throw revert('InvalidProof');
        const remaining = bear.maxSupply - bear.totalMinted;
        if (remaining === 0n) throw revert('SoldOut');
        if (quantity > remaining) throw revert('ExceedsRemainingSupply', [remaining]);
        const limit = allowance < bear.allowlistWalletLimit ? allowance : bear.allowlistWalletLimit;
        const minted = bear.allowlistMinted[from.toLowerCase()] ?? 0n;
        const left = minted >= limit ? 0n : limit - minted;
        if (quantity > left) throw revert('ExceedsWalletLimit', [left]);
        const expected = bear.allowlistPrice * quantity;
        const sent = BigInt(call.value ?? '0x0');
        if (sent !== expected) throw revert('WrongPayment', [expected, sent]);
        return '0x';
      }
      default:
        throw new Error(`BearNft.${decoded.functionName} is not mocked`);
    }
  };
}

/**
 * An allowlist for the mock bear, built by the same code as `npm run allowlist`: sets the root
 * on `bear` and returns the proofs file the app would be served.
 */
export function mockAllowlist(
  bear: MockBearState,
  entries: readonly { account: Address; allowance: bigint }[],
  chainId: number,
) {
  const { root, file } = buildProofsFile({ chainId, entries });
  bear.allowlistRoot = root;
  return file;
}

/** Serves `file` (or an HTTP `status`) at /allowlists/<chainId>.json, counting the requests. */
export function allowlistProofsHandlers(
  chainId: number,
  answer: { file: object } | { status: number },
  seen: { count: number } = { count: 0 },
) {
  return [
    http.get(new RegExp(`/allowlists/${chainId}\\.json$`), () => {
      seen.count += 1;
      return 'file' in answer
        ? HttpResponse.json(answer.file as Record<string, unknown>)
        : new HttpResponse(null, { status: answer.status });
    }),
  ];
}
