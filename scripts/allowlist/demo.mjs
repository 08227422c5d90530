// The local chain's allowlist phase (used by deployLocal and the end-to-end tests): the root of
// allowlists/<chainId>.json with the demo price and limit. `LOCAL_MINT_PHASE=allowlist npm start`
// opens the allowlist phase and moves the public sale's start a day ahead; by default the root is
// set but the phase is closed, so the demo's public sale stays as it was.
import { parseEther } from 'viem';
import { buildAllowlist } from './build.mjs';

/** The allowlist phase's price and per-wallet limit on the local chain. */
export const DEMO_ALLOWLIST = Object.freeze({
  price: parseEther('0.005'),
  walletLimit: 3n,
});

/** How far ahead the public sale starts when the demo opens in the allowlist phase. */
export const DEMO_PUBLIC_SALE_DELAY_S = 86_400n;

/** 'allowlist' or 'public' (default), from LOCAL_MINT_PHASE. */
export function demoMintPhase(env = process.env) {
  return env.LOCAL_MINT_PHASE === 'allowlist' ? 'allowlist' : 'public';
}

/**
 * Sets the demo allowlist on a freshly deployed Bear (its owner sends), writing the proofs file
 * when the source changed. In the 'allowlist' phase it also opens the allowlist and schedules
 * the public sale a day after the chain's current time.
 *
 * @param {{ send: (account: string, request: object) => Promise<void>, publicClient: any,
 *   owner: string, bearNft: string, abi: unknown[], chainId: number,
 *   phase?: 'public' | 'allowlist' }} options
 */
export async function configureDemoAllowlist({
  send,
  publicClient,
  owner,
  bearNft,
  abi,
  chainId,
  phase = demoMintPhase(),
}) {
  const { root } = buildAllowlist({ chainId });
  const open = phase === 'allowlist';
  // One setter per setting (the contract has no setter of several).
  const settings = [
    ['setAllowlistRoot', root],
    ['setAllowlistPrice', DEMO_ALLOWLIST.price],
    ['setAllowlistWalletLimit', DEMO_ALLOWLIST.walletLimit],
  ];
  if (open) {
    const block = await publicClient.getBlock();
    settings.push(
      ['setAllowlistActive', true],
      ['setSaleStart', block.timestamp + DEMO_PUBLIC_SALE_DELAY_S],
    );
  }
  for (const [functionName, value] of settings) {
    await send(owner, { address: bearNft, abi, functionName, args: [value] });
  }
  return { root, phase };
}
