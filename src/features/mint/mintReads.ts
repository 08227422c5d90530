/**
 * The mint page's chain reads, one multicall each, in the mint screen's chunk (it reads on its
 * first render). The receipt read after a mint is in `mintReceipt.ts`, loaded with the first mint.
 */
import type { ContractFunctionReturnType } from 'viem';
import { MULTICALL3_ADDRESS } from '@/config/chains';
import { BEAR_FIRST_TOKEN_ID } from '@/config/constants';
// Only the functions these reads call (READ_ABI_FUNCTIONS of the compile script): the page does
// not carry the contract's whole ABI, nor viem's table of well-known ones.
import { bearNftReadAbi } from '@/contracts/generated/read/BearNft';
import { multicall3ReadAbi } from '@/contracts/generated/read/Multicall3';
import { getChainClient } from '@/wallet/clients';
import type { BearToken, MintContractArgs } from './types';

const JSON_DATA_URI = 'data:application/json;base64,';
const SVG_DATA_URI = 'data:image/svg+xml;base64,';

const multicall3 = { address: MULTICALL3_ADDRESS, abi: multicall3ReadAbi } as const;
const tokenUriCall = (contract: `0x${string}`, id: string | number) =>
  ({
    address: contract,
    abi: bearNftReadAbi,
    functionName: 'tokenURI',
    args: [BigInt(id)],
  }) as const;

/** Every page read's calls: state, owner, proceeds and block time (also `mintFirstRead`'s). */
export function collectionCalls(contract: `0x${string}`) {
  const bear = { address: contract, abi: bearNftReadAbi } as const;
  return [
    { ...bear, functionName: 'collectionState' },
    { ...bear, functionName: 'owner' },
    { ...multicall3, functionName: 'getEthBalance', args: [contract] },
    { ...multicall3, functionName: 'getCurrentBlockTimestamp' },
  ] as const;
}

/** The collection's picture: its first bear's `tokenURI`. */
export const previewCall = (contract: `0x${string}`) => tokenUriCall(contract, BEAR_FIRST_TOKEN_ID);

/** The collection's read, plus (with an account) its state, owned ids and native balance. */
export async function readMintPage({
  chainId,
  contract,
  account,
}: MintContractArgs & { account: `0x${string}` | null }) {
  const client = getChainClient(chainId);
  const common = collectionCalls(contract);
  if (!account) {
    const [state, owner, proceeds, blockTime] = await client.multicall({
      contracts: common,
      allowFailure: false,
    });
    return { collection: collectionOf(state, owner, proceeds, blockTime), account: null };
  }
  const bear = { address: contract, abi: bearNftReadAbi } as const;
  const [state, owner, proceeds, blockTime, accountState, tokenIds, balance] =
    await client.multicall({
      contracts: [
        ...common,
        { ...bear, functionName: 'accountState', args: [account] },
        { ...bear, functionName: 'tokensOfOwner', args: [account] },
        { ...multicall3, functionName: 'getEthBalance', args: [account] },
      ],
      allowFailure: false,
    });
  return {
    collection: collectionOf(state, owner, proceeds, blockTime),
    account: {
      /** Bears minted in the public sale (counted by the contract, not by balance). */
      minted: accountState.minted.toString(),
      /** Bears minted in the allowlist phase (counted apart from the public sale). */
      allowlistMinted: accountState.allowlistMinted.toString(),
      /** Native balance on the read chain, in base units (for "price + fee" before the wallet). */
      balance: balance.toString(),
      tokenIds: tokenIds.map(String),
    },
  };
}

function collectionOf(
  state: ContractFunctionReturnType<typeof bearNftReadAbi, 'view', 'collectionState'>,
  owner: `0x${string}`,
  proceeds: bigint,
  blockTime: bigint,
) {
  return {
    ...state,
    maxSupply: state.maxSupply.toString(),
    totalMinted: state.totalMinted.toString(),
    /** Public sale price per bear, in base units of the native coin. */
    price: state.price.toString(),
    walletLimit: state.walletLimit.toString(),
    /** Unix seconds; 0 means no start time. */
    saleStartsAt: Number(state.saleStartsAt),
    allowlistPrice: state.allowlistPrice.toString(),
    allowlistWalletLimit: state.allowlistWalletLimit.toString(),
    owner,
    /** The sale proceeds the contract holds, in base units. */
    proceeds: proceeds.toString(),
    /** The block time of this read (Unix seconds): the page's clock anchor. */
    blockTime: Number(blockTime),
  };
}

/**
 * Decodes a `tokenURI` answer: base64 JSON whose image is a base64 SVG. Anything else is
 * refused, so the page only ever renders an inline SVG image from the contract.
 */
function decodeBearTokenUri(id: string, uri: string): BearToken {
  if (!uri.startsWith(JSON_DATA_URI)) throw new Error(`Bear #${id}: unexpected metadata format.`);
  const json = JSON.parse(atob(uri.slice(JSON_DATA_URI.length))) as {
    name?: unknown;
    image?: unknown;
  };
  if (typeof json.image !== 'string' || !json.image.startsWith(SVG_DATA_URI)) {
    throw new Error(`Bear #${id}: the metadata has no inline SVG image.`);
  }
  return { id, name: typeof json.name === 'string' ? json.name : `Bear #${id}`, image: json.image };
}

/** The tokenURIs of `ids`, decoded, in one multicall. */
export async function readBearTokens({
  chainId,
  contract,
  ids,
}: MintContractArgs & { ids: readonly string[] }): Promise<BearToken[]> {
  if (ids.length === 0) return [];
  const uris = await getChainClient(chainId).multicall({
    contracts: ids.map((id) => tokenUriCall(contract, id)),
    allowFailure: false,
  });
  return uris.map((uri, index) => decodeBearTokenUri(ids[index]!, uri));
}

/**
 * The collection's preview, its first bear, or null while it is not minted (its `tokenURI`
 * reverts). Asked for beside the page's read: both leave in one HTTP request.
 */
export async function readCollectionPreview({ chainId, contract }: MintContractArgs) {
  const [uri] = await getChainClient(chainId).multicall({
    contracts: [previewCall(contract)],
    allowFailure: true,
  });
  return uri?.status === 'success'
    ? decodeBearTokenUri(String(BEAR_FIRST_TOKEN_ID), uri.result)
    : null;
}
