/**
 * An ENS name's avatar as a URL (records as https://docs.ens.domains/web/avatars describes), with
 * no request that tells the avatar's host which hub the visitor is on: viem's `getEnsAvatar`
 * checks the URL with a fetch or `new Image()`, both with the page's Referer. Here the only
 * requests are the page's `<img>` (no referrer) and an NFT's metadata, without Referer or cookies.
 */
import type { Address, Client } from 'viem';
import { getEnsText, readContract } from 'viem/actions';
import { ENS_AVATAR_GATEWAYS } from '@/config/links';

const IPFS_HASH =
  /^(Qm[1-9A-HJ-NP-Za-km-z]{44,}|b[A-Za-z2-7]{58,}|B[A-Z2-7]{58,}|z[1-9A-HJ-NP-Za-km-z]{48,}|F[0-9A-F]{50,})(\/.*)?$/;
const IPFS_PATH = /^\/?(ipfs|ipns)\/(.+)$/;
const NFT_RECORD = /^eip155:(\d+)\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d+|0x[0-9a-fA-F]+)$/i;
const JSON_DATA_BASE64 = 'data:application/json;base64,';
const JSON_DATA_UTF8 = /^data:application\/json(;charset=[\w-]+)?,/i;
const ERC1155_ID_HEX_DIGITS = 64;
const HEX_RADIX = 16;

/** ERC-721 `tokenURI` and ERC-1155 `uri`, both `(uint256) view returns (string)`. */
const TOKEN_URI_ABI = (['tokenURI', 'uri'] as const).map(
  (name) =>
    ({
      type: 'function',
      name,
      stateMutability: 'view',
      inputs: [{ name: 'id', type: 'uint256' }],
      outputs: [{ name: '', type: 'string' }],
    }) as const,
);

const AVATAR_FETCH_INIT: RequestInit = {
  referrerPolicy: 'no-referrer',
  credentials: 'omit',
  mode: 'cors',
};

/** An https (or `data:`) URL, or null when the record is none or unreadable. */
export async function getEnsAvatar(client: Client, { name }: { name: string }) {
  const record = await getEnsText(client, { name, key: 'avatar' });
  if (!record) return null;
  try {
    const nft = NFT_RECORD.exec(record.trim());
    return nft ? await nftImage(client, nft) : resolveAvatarUri(record);
  } catch {
    return null;
  }
}

/** An avatar record or image field as a URL an `<img>` can load, or null. */
export function resolveAvatarUri(raw: string): string | null {
  const uri = raw.trim();
  if (uri.startsWith('<svg')) {
    const bytes = new TextEncoder().encode(uri);
    return `data:image/svg+xml;base64,${btoa(String.fromCharCode(...bytes))}`;
  }
  if (/^data:image\//i.test(uri)) return uri;
  const lower = uri.toLowerCase();
  if (lower.startsWith('ipfs://') || lower.startsWith('ipns://')) {
    const kind = lower.slice(0, 4);
    const rest = uri.slice('ipfs://'.length).replace(/^(ipfs|ipns)\//, '');
    return rest ? `${ENS_AVATAR_GATEWAYS.ipfs}/${kind}/${rest}` : null;
  }
  if (lower.startsWith('ar://')) {
    const rest = uri.slice('ar://'.length);
    return rest ? `${ENS_AVATAR_GATEWAYS.arweave}/${rest}` : null;
  }
  if (lower.startsWith('https://') || lower.startsWith('http://')) {
    return uri;
  }
  const path = IPFS_PATH.exec(uri);
  if (path) return `${ENS_AVATAR_GATEWAYS.ipfs}/${path[1]!.toLowerCase()}/${path[2]}`;
  if (IPFS_HASH.test(uri)) return `${ENS_AVATAR_GATEWAYS.ipfs}/ipfs/${uri}`;
  return null;
}

async function nftImage(client: Client, match: RegExpExecArray): Promise<string | null> {
  const [, chainId, standard, contract, id] = match;
  // Read on the client's chain (mainnet, where ENS lives).
  if (client.chain && Number(chainId) !== client.chain.id) return null;
  const tokenId = BigInt(id!);
  const erc1155 = standard!.toLowerCase() === 'erc1155';
  const tokenUri = await readContract(client, {
    address: contract as Address,
    abi: TOKEN_URI_ABI,
    functionName: erc1155 ? 'uri' : 'tokenURI',
    args: [tokenId],
  });
  const hexId = tokenId.toString(HEX_RADIX).padStart(ERC1155_ID_HEX_DIGITS, '0');
  return imageOf(await readMetadata(erc1155 ? tokenUri.replace(/(?:0x)?\{id\}/, hexId) : tokenUri));
}

/** Inline (`data:` or raw JSON), or fetched. */
async function readMetadata(tokenUri: string): Promise<unknown> {
  const uri = tokenUri.trim();
  if (uri.startsWith(JSON_DATA_BASE64)) {
    const binary = atob(uri.slice(JSON_DATA_BASE64.length));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  }
  const inline = JSON_DATA_UTF8.exec(uri);
  if (inline) return JSON.parse(decodeURIComponent(uri.slice(inline[0].length)));
  if (uri.startsWith('{')) return JSON.parse(uri);
  const url = resolveAvatarUri(uri);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const response = await fetch(url, AVATAR_FETCH_INIT);
  if (!response.ok) return null;
  return response.json();
}

function imageOf(metadata: unknown): string | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const fields = metadata as Record<string, unknown>;
  const image = fields.image ?? fields.image_url ?? fields.image_data;
  return typeof image === 'string' ? resolveAvatarUri(image) : null;
}
