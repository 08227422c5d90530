// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedChunk, type SharedChunkOptions } from '../../../scripts/build/sharedChunk';
import { chunkGroupMembers, type ModuleGraph } from './support/chunkGroup';

/**
 * A module graph like the hub's: two page parts (home.tsx, mint.tsx) share a query layer and a
 * formatter; each has a module of its own; the read path (clients.ts, another chunk group's root)
 * is imported by the query layer; the start (boot.tsx) imports the store both use.
 */
const GRAPH: ModuleGraph = {
  '/p/src/app/boot.tsx': ['/p/src/app/store.ts'],
  '/p/src/app/store.ts': [],
  '/p/src/home.tsx': ['/p/src/query.ts', '/p/src/format.ts', '/p/src/homeOnly.ts'],
  '/p/src/mint.tsx': ['/p/src/query.ts', '/p/src/format.ts', '/p/src/mintOnly.ts'],
  '/p/src/query.ts': [
    '/p/node_modules/rtk/query.js',
    '/p/src/app/store.ts',
    '/p/src/wallet/clients.ts',
  ],
  '/p/src/format.ts': [],
  '/p/src/homeOnly.ts': ['/p/src/format.ts'],
  '/p/src/mintOnly.ts': [],
  '/p/src/wallet/clients.ts': ['/p/node_modules/viem/index.js'],
  '/p/node_modules/rtk/query.js': [],
  '/p/node_modules/viem/index.js': [],
};

/** The chunk group's membership test after the plugin read GRAPH. */
function members(options: SharedChunkOptions): (id: string) => boolean {
  return chunkGroupMembers(sharedChunk(options), GRAPH);
}

const EXCLUDE = ['src/app/boot.tsx', 'src/wallet/clients.ts'];

describe('sharedChunk', () => {
  it('contract: what every root imports joins one chunk, app and package code alike, and nothing one root alone needs', () => {
    const inChunk = members({
      name: 'page-shared',
      roots: ['src/home.tsx', 'src/mint.tsx'],
      exclude: EXCLUDE,
    });
    expect(inChunk('/p/src/query.ts')).toBe(true);
    expect(inChunk('/p/src/format.ts')).toBe(true);
    expect(inChunk('/p/node_modules/rtk/query.js')).toBe(true);
    // A page's own modules and the roots stay with their page.
    expect(inChunk('/p/src/homeOnly.ts')).toBe(false);
    expect(inChunk('/p/src/mintOnly.ts')).toBe(false);
    expect(inChunk('/p/src/home.tsx')).toBe(false);
    expect(inChunk('/p/src/mint.tsx')).toBe(false);
    // The start's modules and another group's closure are never taken: no chunk cycle.
    expect(inChunk('/p/src/app/store.ts')).toBe(false);
    expect(inChunk('/p/src/wallet/clients.ts')).toBe(false);
    expect(inChunk('/p/node_modules/viem/index.js')).toBe(false);
  });

  it('contract: with one root, the chunk is the root with what it needs beyond the excluded closures', () => {
    const inChunk = members({
      name: 'home-section',
      roots: ['src/home.tsx'],
      exclude: [...EXCLUDE, 'src/mint.tsx'],
    });
    expect(inChunk('/p/src/home.tsx')).toBe(true);
    expect(inChunk('/p/src/homeOnly.ts')).toBe(true);
    // Shared with the other page: left to the shared chunk.
    expect(inChunk('/p/src/query.ts')).toBe(false);
    expect(inChunk('/p/src/format.ts')).toBe(false);
    expect(inChunk('/p/src/mint.tsx')).toBe(false);
  });
});
