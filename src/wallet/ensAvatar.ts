/**
 * An ENS name's avatar as a URL the page can show, without any request that carries the hub's
 * address. viem's `getEnsAvatar` checks an http(s) avatar with a `HEAD` fetch and, when that
 * fails (any host without CORS, or the page's connect-src), with `new Image()`: both follow the
 * page's referrer policy and tell the avatar's host which hub the visitor is on. Here the only
 * request about the avatar itself is the page's `<img>`, loaded with `referrerPolicy="no-referrer"`
 * (`components/ui/Avatar.tsx`, which falls back to the generated gradient when it does not load);
 * an NFT avatar's metadata is fetched with no Referer and no credentials.
 *
 * Records handled as https://docs.ens.domains/web/avatars describes: http(s) URLs, `ipfs://`,
 * `ipns://`, `/ipfs/…` paths and bare CIDs (through the IPFS gateway), `ar://` (Arweave's
 * gateway), `data:` URIs and inline SVG, and `eip155:<chain>/erc721|erc1155:<contract>/<id>`
 * NFTs (their token URI read on the chain, then their metadata's image).
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

const TOKEN_URI_ABI = [
  {
    type: 'function',
    name: 'tokenURI',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'uri',
    stateMutability: 'view',
    inputs: [{ name: 'id', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
] as const;

/** What a fetch about an avatar sends: no Referer, no cookies. */
export const AVATAR_FETCH_INIT: RequestInit = {
  referrerPolicy: 'no-referrer',
  credentials: 'omit',
  mode: 'cors',
};

/**
 * The avatar of `name` as an https (or `data:`) URL, or null when it has none or its record
 * cannot be read as one. Its http(s) URL is not requested here: the `<img>` that shows it is.
 */
export async function getEnsAvatar(
  client: Client,
  { name }: { name: string },
): Promise<string | null> {
  const record = await getEnsText(client, { name, key: 'avatar' });
  if (!record) return null;
  try {
    const nft = NFT_RECORD.exec(record.trim());
    return nft ? await nftImage(client, nft) : resolveAvatarUri(record);
  } catch {
    // A record that names nothing loadable: the page draws the generated avatar.
    return null;
  }
}

/** An avatar record or image field as a URL an `<img>` can load (null when it is none). */
export function resolveAvatarUri(raw: string): string | null {
  const uri = raw.trim();
  if (uri.startsWith('<svg')) return `data:image/svg+xml;base64,${toBase64(uri)}`;
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
    // A gateway URL (https://host/ipfs/<cid>) stays as its owner wrote it.
    return uri;
  }
  const path = IPFS_PATH.exec(uri);
  if (path) return `${ENS_AVATAR_GATEWAYS.ipfs}/${path[1]!.toLowerCase()}/${path[2]}`;
  if (IPFS_HASH.test(uri)) return `${ENS_AVATAR_GATEWAYS.ipfs}/ipfs/${uri}`;
  return null;
}

async function nftImage(client: Client, match: RegExpExecArray): Promise<string | null> {
  const [, chainId, standard, contract, id] = match;
  // The token is read on the chain the client reads (mainnet, where ENS lives).
  if (client.chain && Number(chainId) !== client.chain.id) return null;
  const tokenId = BigInt(id!);
  const erc1155 = standard!.toLowerCase() === 'erc1155';
  const tokenUri = await readContract(client, {
    address: contract as Address,
    abi: TOKEN_URI_ABI,
    functionName: erc1155 ? 'uri' : 'tokenURI',
    args: [tokenId],
  });
  const metadata = await readMetadata(
    erc1155
      ? tokenUri.replace(
          /(?:0x)?\{id\}/,
          tokenId.toString(HEX_RADIX).padStart(ERC1155_ID_HEX_DIGITS, '0'),
        )
      : tokenUri,
  );
  return imageOf(metadata);
}

/** An NFT's metadata JSON: inline (`data:` or raw JSON) or fetched without Referer or cookies. */
async function readMetadata(tokenUri: string): Promise<unknown> {
  const uri = tokenUri.trim();
  if (uri.startsWith(JSON_DATA_BASE64))
    return JSON.parse(fromBase64(uri.slice(JSON_DATA_BASE64.length)));
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

function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function fromBase64(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));
}
