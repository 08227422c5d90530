import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { PROJECT_ROOT, startAnvil } from '../../../scripts/chain/anvil.mjs';
import { deployIfPresent } from '../../../scripts/chain/deployIfPresent.mjs';
import { buildHub, findFreePort, startPreview } from '../../../scripts/chain/hub.mjs';
import {
  E2E_ANVIL_PORT,
  E2E_ENV,
  E2E_MAX_WORKERS,
  E2E_OUT_DIR,
  E2E_SERVERS_FILE,
  type E2EWorkerServers,
} from './servers';
import { copyBuildFor } from './buildCopy';
import { recordServerPids, stopLeftoverServers } from './serverPids';

/** The deploy module without writing the deployment record (worker 0's deploy wrote it). */
async function deployQuietly(rpcUrl: string): Promise<void> {
  const deployModule = `${PROJECT_ROOT}scripts/contracts/deploy.mjs`;
  if (!existsSync(deployModule)) return;
  const { deployLocal } = (await import(deployModule)) as {
    deployLocal: (options: { rpcUrl: string; writeDeployments: boolean }) => Promise<unknown>;
  };
  await deployLocal({ rpcUrl, writeDeployments: false });
}

/**
 * Once per run, for each of the run's workers: an anvil on E2E_ANVIL_PORT + i with the project's
 * contracts (same deployer, same nonces: same addresses on every chain), and `vite preview` of
 * a hub build that reads from that anvil. One `vite build` (for worker 0); the other workers
 * serve a copy with the RPC URL swapped. The URLs reach the workers through the environment;
 * the pids go to a file for the global teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  const pids: number[] = [];
  // A killed run's servers: anvil and vite, if their pids are still theirs.
  await stopLeftoverServers(E2E_SERVERS_FILE, /anvil|vite/);
  const workers = Math.min(E2E_MAX_WORKERS, Math.max(1, config.workers));
  try {
    const anvils = await Promise.all(
      Array.from({ length: workers }, (_, index) => startAnvil({ port: E2E_ANVIL_PORT + index })),
    );
    for (const anvil of anvils) {
      stops.push(anvil.stop);
      pids.push(anvil.pid);
    }
    const [first] = anvils;
    if (!first) throw new Error('No anvil started.');
    // Worker 0's deploy records the addresses the build reads; the others deploy meanwhile.
    const otherDeploys = Promise.all(anvils.slice(1).map((anvil) => deployQuietly(anvil.rpcUrl)));
    otherDeploys.catch(() => undefined);
    await deployIfPresent({ rpcUrl: first.rpcUrl });

    const build = await buildHub({
      rpcUrl: first.rpcUrl,
      outDir: E2E_OUT_DIR,
      logName: 'build-e2e.log',
    });
    console.log(`hub built into ${E2E_OUT_DIR}/ in ${build.ms} ms`);
    await otherDeploys;

    const servers: E2EWorkerServers[] = await Promise.all(
      anvils.map(async (anvil, index) => {
        // Copies live in .local-chain/ (gitignored, like dist-e2e/).
        const outDir = index === 0 ? E2E_OUT_DIR : `.local-chain/dist-e2e-worker-${index}`;
        if (index > 0) {
          copyBuildFor(
            `${PROJECT_ROOT}${E2E_OUT_DIR}`,
            `${PROJECT_ROOT}${outDir}`,
            first.rpcUrl,
            anvil.rpcUrl,
          );
        }
        const preview = await startPreview({
          outDir,
          port: await findFreePort(),
          logName: `preview-e2e-${index}.log`,
        });
        stops.push(preview.stop);
        pids.push(preview.pid);
        return { rpcUrl: anvil.rpcUrl, baseUrl: preview.url };
      }),
    );
    console.log(
      `${workers} worker(s): ${servers.map((s) => `${s.baseUrl} → ${s.rpcUrl}`).join(', ')}`,
    );

    process.env[E2E_ENV.rpcUrl] = first.rpcUrl;
    process.env[E2E_ENV.baseUrl] = servers[0]?.baseUrl ?? '';
    process.env[E2E_ENV.workers] = JSON.stringify(servers);
    recordServerPids(E2E_SERVERS_FILE, pids);
  } catch (error) {
    await Promise.allSettled(stops.map((stop) => stop()));
    throw error;
  }
}
