// Deploys the project's contracts to a local chain through scripts/contracts/deploy.mjs
// (`deployLocal({ rpcUrl })`: Multicall3 at its canonical address, then the project's
// contracts, seeded). Until that module exists the chain runs without them, with a warning;
// any other failure, including a missing module imported by deploy.mjs itself, is an error.

import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEPLOY_MODULE = pathToFileURL(
  resolve(dirname(fileURLToPath(import.meta.url)), '../contracts/deploy.mjs'),
);

/**
 * @param {{ rpcUrl: string }} options
 * @returns {Promise<{ deployed: boolean, ms: number, result?: unknown }>}
 */
export async function deployIfPresent({ rpcUrl }) {
  const startedAt = performance.now();
  let module;
  try {
    module = await import(DEPLOY_MODULE.href);
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && error.url === DEPLOY_MODULE.href) {
      console.warn(
        'warning: scripts/contracts/deploy.mjs is not there: the local chain runs without ' +
          'Multicall3 and the project contracts.',
      );
      return { deployed: false, ms: 0 };
    }
    throw error;
  }
  if (typeof module.deployLocal !== 'function') {
    throw new Error(
      'scripts/contracts/deploy.mjs must export `async function deployLocal({ rpcUrl })`.',
    );
  }
  const result = await module.deployLocal({ rpcUrl });
  const ms = Math.round(performance.now() - startedAt);
  console.log(`contracts deployed to ${rpcUrl} in ${ms} ms`);
  return { deployed: true, ms, result };
}
