#!/usr/bin/env node
// `npm start`: the hub on the local chain. Starts anvil on 127.0.0.1:8545 (chain 31337), deploys
// the project's contracts when scripts/contracts/deploy.mjs exists, builds the hub with
// VITE_LOCAL_RPC_URL pointing at anvil into .local-chain/dist-local/ (gitignored; never dist/,
// which is what a deployment publishes), serves the build on http://127.0.0.1:4173 and keeps
// running until Ctrl-C. Everything it started is stopped by pid on Ctrl-C, SIGTERM or failure.
//
// Beside them runs the sign-in server (server/, on 127.0.0.1:4180, the in-memory store or Redis
// when REDIS_URL is set), and the build has VITE_SIWE_API_URL pointing at it: sign-in is on.
//
// After the deployment the indexer (indexer/, Ponder on PGlite, on 127.0.0.1:42069) indexes the
// local chain, and the build has VITE_INDEXER_URL pointing at it.
//
// LOCAL_CHAIN_PORT, PREVIEW_PORT, SIWE_PORT and INDEXER_PORT move the ports (for a machine where
// they are taken); LOCAL_SIGN_IN=off builds the hub without sign-in and starts no server;
// LOCAL_INDEXER=off builds it without an indexer URL and starts no indexer.
import { startAnvil } from './chain/anvil.mjs';
import { deployIfPresent } from './chain/deployIfPresent.mjs';
import { LOCAL_BUILD_DIR, buildHub, startPreview } from './chain/hub.mjs';
import { DEFAULT_INDEXER_PORT, startIndexer } from './chain/indexer.mjs';
import { startSignInServer } from './chain/signInServer.mjs';
import { setTimeout as sleep } from 'node:timers/promises';

/** What this run started, each with a stop() that ends it by pid and waits for it. */
const started = [];
let stopping = false;

async function stopAll() {
  await Promise.allSettled(started.map((server) => server.stop()));
}

// Ctrl-C reaches the whole process group. We stop and reap our children ourselves; the exit
// handler of chain/processes.mjs is the safety net if anything is still running.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the hub, the sign-in server, the indexer and the local chain.');
    stopAll().finally(() => process.exit(0));
  });
}

const anvilPort = Number(process.env.LOCAL_CHAIN_PORT ?? 8545);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const signInPort = Number(process.env.SIWE_PORT ?? 4180);
const signInOn = process.env.LOCAL_SIGN_IN !== 'off';
const indexerPort = Number(process.env.INDEXER_PORT ?? DEFAULT_INDEXER_PORT);
const indexerOn = process.env.LOCAL_INDEXER !== 'off';

async function main() {
  const anvil = await startAnvil({ port: anvilPort });
  started.push(anvil);
  const deployment = await deployIfPresent({ rpcUrl: anvil.rpcUrl });

  // The hub's origin is what the server accepts (CORS, cookie, the message's domain and URI).
  const hubOrigin = `http://127.0.0.1:${previewPort}`;
  const signIn = signInOn
    ? await startSignInServer({
        port: signInPort,
        logName: 'sign-in.log',
        env: { SIWE_HUB_ORIGIN: hubOrigin, SIWE_CHAINS: `31337=${anvil.rpcUrl}` },
      })
    : undefined;
  if (signIn) started.push(signIn);

  // It reads deployments/31337.json, which the deployment has just written. Its data is the
  // chain's: emptied at start, as the chain is new, and removed at stop. It indexes while the
  // hub builds.
  const indexerUrl = `http://127.0.0.1:${indexerPort}`;
  const indexing =
    indexerOn && deployment.deployed
      ? startIndexer({
          rpcUrl: anvil.rpcUrl,
          port: indexerPort,
          hubOrigins: hubOrigin,
          ephemeral: true,
          logName: 'indexer.log',
        }).then((indexer) => {
          started.push(indexer);
          return indexer;
        })
      : undefined;

  console.log(`\nBuilding the hub for ${anvil.rpcUrl} …`);
  const [build, indexer] = await Promise.all([
    // Into LOCAL_BUILD_DIR, its default: this build holds the dev wallet and loopback URLs.
    buildHub({
      rpcUrl: anvil.rpcUrl,
      env: {
        VITE_SIWE_API_URL: signIn?.url ?? '',
        VITE_INDEXER_URL: indexing ? indexerUrl : '',
      },
    }),
    indexing,
  ]);
  console.log(`built in ${build.ms} ms into ${LOCAL_BUILD_DIR}/ (local only: never host it)`);

  const preview = await startPreview({ port: previewPort, logName: 'preview.log' });
  started.push(preview);
  console.log(`\n  Bear Hub on the local chain: ${preview.url}\n`);
  console.log(`  chain: Localhost, id 31337, RPC ${anvil.rpcUrl}`);
  console.log(
    signIn
      ? `  sign-in server: ${signIn.url} (${process.env.REDIS_URL ? 'Redis' : 'in-memory'} store; log .local-chain/sign-in.log)`
      : '  sign-in: off (LOCAL_SIGN_IN=off)',
  );
  console.log(
    indexer
      ? `  indexer: ${indexer.url} (PGlite; log .local-chain/indexer.log)`
      : `  indexer: off (${indexerOn ? 'no contracts deployed' : 'LOCAL_INDEXER=off'})`,
  );
  console.log('  Press Ctrl-C to stop.\n');

  // Either server ending on its own ends the session: the other one is stopped with it.
  const ended = await Promise.race([
    anvil.exited.then((code) => `anvil (pid ${anvil.pid}) stopped (${code})`),
    preview.exited.then((code) => `vite preview (pid ${preview.pid}) stopped (${code})`),
    ...(signIn
      ? [signIn.exited.then((code) => `the sign-in server (pid ${signIn.pid}) stopped (${code})`)]
      : []),
    ...(indexer
      ? [indexer.exited.then((code) => `the indexer (pid ${indexer.pid}) stopped (${code})`)]
      : []),
  ]);
  // A Ctrl-C also stops the children directly; give its own handler the moment to run.
  await sleep(200);
  if (stopping) return;
  console.error(ended);
  await stopAll();
  process.exit(1);
}

main().catch(async (error) => {
  if (stopping) return; // a child ended because of the Ctrl-C being handled
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
