// The collection's picture for the prerendered /mint: bear #1's metadata as the bear contract
// draws it (contracts/BearArt.sol, a pure function of the token id), read at compile time from
// the compiled art through one eth_call on a throw-away anvil, with the code given as a state
// override. The page shows it from its first paint; the live read then draws the same bear.
import { createServer } from 'node:net';
import { decodeFunctionResult, encodeFunctionData } from 'viem';
import { rpc, startAnvil } from '../chain/anvil.mjs';

/** The bear the collection's picture shows. */
export const PREVIEW_TOKEN_ID = 1n;
const PREVIEW_ADDRESS = '0x00000000000000000000000000000000000b3a12';

function unusedPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Bear #`PREVIEW_TOKEN_ID`'s name and image (a `data:image/svg+xml;base64,` URI), from the
 * compiled `BearArtPreview` artifact.
 * @param {{ abi: unknown[], deployedBytecode: string }} artifact
 */
export async function readBearPreview(artifact) {
  const anvil = await startAnvil({ port: await unusedPort(), quiet: true });
  try {
    const data = encodeFunctionData({
      abi: artifact.abi,
      functionName: 'tokenURI',
      args: [PREVIEW_TOKEN_ID],
    });
    const answer = await rpc(anvil.rpcUrl, 'eth_call', [
      { to: PREVIEW_ADDRESS, data },
      'latest',
      { [PREVIEW_ADDRESS]: { code: artifact.deployedBytecode } },
    ]);
    const uri = decodeFunctionResult({ abi: artifact.abi, functionName: 'tokenURI', data: answer });
    const json = JSON.parse(
      Buffer.from(uri.slice('data:application/json;base64,'.length), 'base64').toString('utf8'),
    );
    return { tokenId: Number(PREVIEW_TOKEN_ID), name: json.name, image: json.image };
  } finally {
    await anvil.stop();
  }
}

/** The generated module's text. */
export function bearPreviewModule(header, preview) {
  return [
    header,
    '',
    '/** Bear #1 as the bear contract draws it (scripts/contracts/bearPreview.mjs). */',
    `export const BEAR_PREVIEW = ${JSON.stringify(preview)} as const;`,
    '',
  ].join('\n');
}
