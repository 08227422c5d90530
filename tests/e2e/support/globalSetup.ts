import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stopPid } from '../../../scripts/chain/processes.mjs';
import { LOCAL_CHAIN_DIR, startAnvil } from '../../../scripts/chain/anvil.mjs';
import { deployIfPresent } from '../../../scripts/chain/deployIfPresent.mjs';
import { buildHub, findFreePort, startPreview } from '../../../scripts/chain/hub.mjs';
import { E2E_ANVIL_PORT, E2E_ENV, E2E_OUT_DIR, E2E_SERVERS_FILE, type E2EServers } from './servers';

/**
 * Servers left by a run that ended without its teardown (a killed runner): stopped by pid, but
 * only if the pid still belongs to anvil or vite (pids are reused).
 */
async function stopLeftoverServers(): Promise<void> {
  if (!existsSync(E2E_SERVERS_FILE)) return;
  const { pids } = JSON.parse(readFileSync(E2E_SERVERS_FILE, 'utf8')) as E2EServers;
  for (const pid of pids) {
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone
    }
    if (/anvil|vite/.test(commandLine)) await stopPid(pid);
  }
  rmSync(E2E_SERVERS_FILE);
}

/**
 * Once per run: anvil on 8555, the project's contracts (when the deploy module exists), one
 * build of the hub pointed at that anvil, served by `vite preview` on a free port. The URLs
 * reach the workers through the environment; the pids go to a file for the global teardown.
 */
export default async function globalSetup(): Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  await stopLeftoverServers();
  try {
    const anvil = await startAnvil({ port: E2E_ANVIL_PORT });
    stops.push(anvil.stop);
    await deployIfPresent({ rpcUrl: anvil.rpcUrl });

    const build = await buildHub({
      rpcUrl: anvil.rpcUrl,
      outDir: E2E_OUT_DIR,
      logName: 'build-e2e.log',
    });
    console.log(`hub built into ${E2E_OUT_DIR}/ in ${build.ms} ms`);

    const preview = await startPreview({
      outDir: E2E_OUT_DIR,
      port: await findFreePort(),
      logName: 'preview-e2e.log',
    });
    stops.push(preview.stop);
    console.log(`hub served at ${preview.url}`);

    process.env[E2E_ENV.rpcUrl] = anvil.rpcUrl;
    process.env[E2E_ENV.baseUrl] = preview.url;
    mkdirSync(LOCAL_CHAIN_DIR, { recursive: true });
    const servers: E2EServers = { pids: [anvil.pid, preview.pid] };
    writeFileSync(E2E_SERVERS_FILE, JSON.stringify(servers));
  } catch (error) {
    await Promise.allSettled(stops.map((stop) => stop()));
    throw error;
  }
}
