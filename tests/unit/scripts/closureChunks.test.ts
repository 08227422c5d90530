// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { closureChunks } from '../../../scripts/build/closureChunks';
import { chunkGroupMembers, type ModuleGraph } from './support/chunkGroup';

/**
 * A module graph like the hub's: the root (clients.ts) imports an app module that imports viem
 * (codec.ts), an app module importing that one (multicall.ts), app modules without package
 * imports, one only it imports (rpc.ts), one shared with the start's code (loadOnce.ts), and viem
 * directly; the start (boot.tsx) imports react and loadOnce.ts.
 */
const GRAPH: ModuleGraph = {
  '/p/src/app/boot.tsx': ['/p/node_modules/react/index.js', '/p/src/wallet/loadOnce.ts'],
  '/p/src/wallet/clients.ts': [
    '/p/src/wallet/multicall.ts',
    '/p/src/wallet/loadOnce.ts',
    '/p/src/wallet/rpc.ts',
    '/p/node_modules/viem/_esm/clients/createClient.js',
  ],
  '/p/src/wallet/rpc.ts': [],
  // A page's reads: they import the root, and an ABI excerpt the chunk's modules import too.
  '/p/src/features/pageReads.ts': ['/p/src/wallet/clients.ts', '/p/src/wallet/abis.ts'],
  '/p/src/wallet/abis.ts': [],
  '/p/src/wallet/multicall.ts': ['/p/src/wallet/codec.ts', '/p/src/wallet/abis.ts'],
  '/p/src/wallet/codec.ts': ['/p/node_modules/viem/_esm/utils/abi/encodeFunctionData.js'],
  '/p/src/wallet/loadOnce.ts': [],
  '/p/node_modules/viem/_esm/clients/createClient.js': ['/p/node_modules/viem/_esm/utils/uid.js'],
  '/p/node_modules/viem/_esm/utils/abi/encodeFunctionData.js': [
    '/p/node_modules/@noble/curves/esm/utils.js',
  ],
  '/p/node_modules/viem/_esm/utils/uid.js': [],
  '/p/node_modules/@noble/curves/esm/utils.js': [],
  '/p/node_modules/react/index.js': [],
};

/** The chunk group's membership test after the plugin read GRAPH. */
function membersOfChainReads(): (id: string) => boolean {
  const plugin = closureChunks({
    chunks: [{ name: 'chain-reads', root: 'src/wallet/clients.ts' }],
    exclude: ['src/app/boot.tsx'],
    keepOut: /\/node_modules\/(.*\/)?@noble\/curves\//,
  });
  return chunkGroupMembers(plugin, GRAPH);
}

describe('closureChunks', () => {
  it('contract: the root, the package code it reaches and the app modules importing that code form one chunk', () => {
    const inChunk = membersOfChainReads();
    expect(inChunk('/p/src/wallet/clients.ts')).toBe(true);
    expect(inChunk('/p/node_modules/viem/_esm/clients/createClient.js')).toBe(true);
    expect(inChunk('/p/node_modules/viem/_esm/utils/uid.js')).toBe(true);
    expect(inChunk('/p/node_modules/viem/_esm/utils/abi/encodeFunctionData.js')).toBe(true);
    // Split off, it would import the chunk that imports it: a cycle broken at run time.
    expect(inChunk('/p/src/wallet/codec.ts')).toBe(true);
    // The same through an app module that joined.
    expect(inChunk('/p/src/wallet/multicall.ts')).toBe(true);
    // No other chunk needs it: a file of its own would only be one more request.
    expect(inChunk('/p/src/wallet/rpc.ts')).toBe(true);
    // Every other module importing it loads the chunk anyway.
    expect(inChunk('/p/src/wallet/abis.ts')).toBe(true);
    expect(inChunk('/p/src/features/pageReads.ts')).toBe(false);
  });

  it('contract: the start’s modules, app modules the start shares and kept-out packages stay out', () => {
    const inChunk = membersOfChainReads();
    expect(inChunk('/p/src/wallet/loadOnce.ts')).toBe(false);
    expect(inChunk('/p/src/app/boot.tsx')).toBe(false);
    expect(inChunk('/p/node_modules/react/index.js')).toBe(false);
    expect(inChunk('/p/node_modules/@noble/curves/esm/utils.js')).toBe(false);
  });
});
