import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
} from 'viem';
import { mainnet } from 'viem/chains';
import { getEnsAvatar } from '@/wallet/chainClientExtras';
import { resolveAvatarUri } from '@/wallet/ensAvatar';

const NFT_CONTRACT = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB';
const RESOLVER = '0x231b0Ee14048e9dCcD1d247744d114a4EB5E8E63';
const CID = 'QmSP4nq9fnN9dAiCj42ug9Wa79rqmQerZXZch82VqpiH7U';
const STRING_RESULT_ABI = [
  {
    type: 'function',
    name: 'tokenURI',
    stateMutability: 'view',
    inputs: [{ name: 'tokenId', type: 'uint256' }],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'node', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ name: '', type: 'string' }],
  },
] as const;

/** A mainnet client whose Universal Resolver answers `record` for the avatar text, and whose NFT answers `tokenUri`. */
function clientWithAvatar(record: string, tokenUri = '') {
  return createClient({
    chain: mainnet,
    transport: custom({
      request: async ({ method, params }: { method: string; params: [{ to: Hex; data: Hex }] }) => {
        if (method === 'eth_chainId') return '0x1';
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
        const { to, data } = params[0];
        if (to.toLowerCase() === NFT_CONTRACT.toLowerCase()) {
          decodeFunctionData({ abi: STRING_RESULT_ABI, data });
          return encodeFunctionResult({
            abi: STRING_RESULT_ABI,
            functionName: 'tokenURI',
            result: tokenUri,
          });
        }
        const text = encodeFunctionResult({
          abi: STRING_RESULT_ABI,
          functionName: 'text',
          result: record,
        });
        return encodeAbiParameters([{ type: 'bytes' }, { type: 'address' }], [text, RESOLVER]);
      },
    }),
  });
}

/** Every `new Image()` made during a test, with the referrer policy it loaded with. */
const images: { src: string; referrerPolicy: string }[] = [];
class RecordingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  referrerPolicy = '';
  set src(value: string) {
    images.push({ src: value, referrerPolicy: this.referrerPolicy });
    queueMicrotask(() => this.onload?.());
  }
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  images.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('Image', RecordingImage);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Requests about the avatar that would carry the page's address (any referrer policy but none). */
function requestsWithReferer(): string[] {
  const fetches = fetchMock.mock.calls
    .filter(([, init]) => init?.referrerPolicy !== 'no-referrer')
    .map(([input]) => `fetch ${String(input)}`);
  const loads = images
    .filter((image) => image.referrerPolicy !== 'no-referrer')
    .map((image) => `image ${image.src}`);
  return [...fetches, ...loads];
}

describe('ENS avatar lookup', () => {
  it('behavior: an https avatar on a host without CORS is returned and no request about it carries a Referer', async () => {
    // What a host without CORS (or the page's connect-src) does to a fetch from the page.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const avatar = await getEnsAvatar(clientWithAvatar('https://avatars.example/alice.png'), {
      name: 'alice.eth',
    });
    expect(avatar).toBe('https://avatars.example/alice.png');
    expect(requestsWithReferer()).toEqual([]);
  });

  it('behavior: an NFT avatar reads its metadata without Referer or cookies and shows its image through the IPFS gateway', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === 'https://meta.example/7.json'
        ? new Response(JSON.stringify({ image: `ipfs://${CID}/bear.png` }), {
            headers: { 'content-type': 'application/json' },
          })
        : new Response(null, { status: 200, headers: { 'content-type': 'image/png' } }),
    );
    const avatar = await getEnsAvatar(
      clientWithAvatar(`eip155:1/erc721:${NFT_CONTRACT}/7`, 'https://meta.example/7.json'),
      { name: 'alice.eth' },
    );
    expect(avatar).toBe(`https://ipfs.io/ipfs/${CID}/bear.png`);
    expect(requestsWithReferer()).toEqual([]);
    for (const [, init] of fetchMock.mock.calls) expect(init?.credentials).toBe('omit');
  });

  it('behavior: a name without an avatar record has none, and nothing is requested', async () => {
    await expect(getEnsAvatar(clientWithAvatar(''), { name: 'alice.eth' })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(images).toEqual([]);
  });
});

describe('avatar records', () => {
  it.each([
    ['https://avatars.example/a.png', 'https://avatars.example/a.png'],
    [`ipfs://${CID}`, `https://ipfs.io/ipfs/${CID}`],
    [`ipfs://ipfs/${CID}/a.png`, `https://ipfs.io/ipfs/${CID}/a.png`],
    [`/ipfs/${CID}`, `https://ipfs.io/ipfs/${CID}`],
    [CID, `https://ipfs.io/ipfs/${CID}`],
    ['ipns://bear.eth/a.png', 'https://ipfs.io/ipns/bear.eth/a.png'],
    ['ar://abc123', 'https://arweave.net/abc123'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    ],
    ['javascript:alert(1)', null],
    ['not an avatar', null],
  ])('behavior: %s loads as %s', (record, url) => {
    expect(resolveAvatarUri(record)).toBe(url);
  });
});
