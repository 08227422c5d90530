/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerender } from './scripts/prerender/prerenderPlugin.ts';
import { startChunks } from './scripts/prerender/startChunks.ts';
import { viemDeepImports } from './scripts/build/viemDeepImports.ts';
import { hostingPlugin } from './scripts/build/hostingPlugin.mjs';
import { closureChunks } from './scripts/build/closureChunks.ts';
import { sharedChunk } from './scripts/build/sharedChunk.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // Deployments alias, security headers, source maps out of the output (scripts/build/).
    hostingPlugin(),
    // After the client build, writes the HTML of every route (scripts/prerender/).
    prerender({ entry: 'src/app/prerender.tsx' }),
    // The app's start in a few chunks, evaluated one step at a time by main.tsx and downloaded
    // at once (scripts/prerender/).
    startChunks({
      entry: 'src/main.tsx',
      boot: 'src/app/boot.tsx',
      steps: [
        { name: 'react-dom', modules: [/\/node_modules\/(react|react-dom|scheduler)\//] },
        {
          name: 'router',
          modules: [/\/node_modules\/react-router(-dom)?\//],
          entry: 'src/app/routerRuntime.ts',
        },
        {
          name: 'state',
          modules: [
            /\/node_modules\/(@reduxjs\/toolkit|redux|redux-thunk|immer|reselect|redux-persist|react-redux|use-sync-external-store)\//,
          ],
          entry: 'src/app/stateRuntime.ts',
        },
      ],
    }),
    // The visitor's chain reads (the chain client and viem's read path) in one lazy chunk
    // instead of five: with `page-shared` below, it keeps the deployed /mint within its 165 KiB
    // before an interaction (docs/architecture.md). @noble/curves is the signing stack's: viem's hex
    // helpers import a byte comparison from it that reads never call.
    closureChunks({
      chunks: [{ name: 'chain-reads', root: 'src/wallet/clients.ts' }],
      exclude: ['src/main.tsx', 'src/app/boot.tsx'],
      keepOut: /\/node_modules\/(.*\/)?@noble\/curves\//,
    }),
    // What the home's staking section and /mint's screen both import, in one lazy chunk instead
    // of about ten small ones (scripts/build/sharedChunk.ts; figures in docs/performance.md).
    sharedChunk({
      name: 'page-shared',
      roots: [
        'src/features/staking/components/StakingSection.tsx',
        'src/features/mint/components/MintScreen.tsx',
      ],
      exclude: ['src/main.tsx', 'src/app/boot.tsx', 'src/wallet/clients.ts'],
    }),
    // The staking section with the small pieces it shares only with the account's and the
    // owner's later chunks.
    sharedChunk({
      name: 'staking-section',
      roots: ['src/features/staking/components/StakingSection.tsx'],
      exclude: [
        'src/main.tsx',
        'src/app/boot.tsx',
        'src/app/listener.ts',
        'src/wallet/clients.ts',
        'src/features/mint/components/MintScreen.tsx',
      ],
      priority: -3,
    }),
    // The app's imports of viem's index go to the declaring modules (scripts/build/).
    viemDeepImports(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${fromRoot('./src')}/` },
      // The Safe provider is CommonJS and would pull the CommonJS build of viem into the
      // bundle: point the SDK at its ES build so only one viem ships.
      {
        find: /^@safe-global\/safe-apps-sdk$/,
        replacement: fromRoot('./node_modules/@safe-global/safe-apps-sdk/dist/esm/index.js'),
      },
    ],
  },
  css: {
    preprocessorOptions: {
      scss: { loadPaths: [fromRoot('./styles')] },
    },
  },
  build: {
    target: 'es2022',
    // Hidden: no sourceMappingURL, and hostingPlugin moves the maps out of the output.
    sourcemap: 'hidden',
    // `npm run bench` reads the manifest to tell the initial chunks from the lazy ones.
    manifest: true,
    // Budgets are checked by `npm run bench`, not by this warning.
    chunkSizeWarningLimit: 2048,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'jsdom',
    // Each test file in a VM context of its own inside worker threads: the isolation of one
    // process per file without paying for a process and a fresh jsdom per file (5× faster here).
    // Three workers on this 2-core machine: the tests spend much of their time waiting (timers,
    // mocked responses), and a third worker fills it (idle machine: 2 workers 37.4 s, 1.4 cores
    // busy; 3 workers 30.2 s; 4 workers 29.8 s).
    pool: 'vmThreads',
    maxWorkers: 3,
    // Under Node, react-router-dom's export map picks its CommonJS build, which requires
    // react-router's ES modules: a VM context cannot. Tests take the ES build, as browsers do.
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fromRoot('./node_modules/react-router-dom/dist/index.mjs'),
      },
    ],
    globals: false,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    css: false,
    // A test's first render imports its lazy chunks cold; on a busy 2-core machine that alone
    // has taken over vitest's default 5 s. Waits inside tests keep their own (short) limits.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
