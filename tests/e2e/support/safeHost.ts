import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import { zeroAddress, type Address, type Hex } from 'viem';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import {
  SAFE_ADDRESS,
  SAFE_FALLBACK_HANDLER,
  SAFE_OWNERS,
  SAFE_SINGLETON,
  SAFE_THRESHOLD,
  SAFE_VERSION,
  deploySafe,
  execSafeTx,
  packSignatures,
  readSafe,
  safeMessageHashOf,
  safeTxHashOf,
  safeTxOf,
  signSafeMessage,
  signSafeTx,
  type OwnerSignature,
  type SafeTx,
} from './safeContracts';

// A Safe{Wallet} stand-in for the end-to-end tests: a page on the Safe web app's origin (served
// by route fulfilment in the test browser) that frames the hub and answers the Safe Apps
// protocol as the SDK speaks it (postMessage requests `{ id, method, params, env }`, answers
// `{ id, success, version, data | error }`), for a real Safe on the test's anvil: the Safe
// 1.5.0 contracts (./safeContracts.ts), a 2-of-2 Safe of anvil accounts #0 (the visitor, who
// proposes and signs first) and #1 (the second owner the test plays). As Safe{Wallet} does, the
// host keeps the owners' confirmations off chain: a Safe transaction (a batch as one DELEGATECALL
// to MultiSendCallOnly) is proposed under its real safeTxHash with the visitor's EIP-712
// signature, AWAITING_CONFIRMATIONS until the test confirms it as the second owner, who then
// executes it (`execTransaction` with both signatures): SUCCESS with the executed hash, or
// FAILED. A rejection is the owners' empty Safe transaction of the same nonce, executed: the
// rejected one is CANCELLED. Messages are signed off chain: `signMessage` answers the SafeMessage
// hash; once the second owner has signed, the owners' signatures are the prepared signature
// the Safe accepts through ERC-1271 (its CompatibilityFallbackHandler).

export { SAFE_ADDRESS, SAFE_OWNERS, SAFE_THRESHOLD } from './safeContracts';

export const SAFE_WEB_APP = 'https://app.safe.global';
/** How the hub writes the Safe's address in its header. */
export const SAFE_SHORT_ADDRESS = `${SAFE_ADDRESS.slice(0, 6)}…${SAFE_ADDRESS.slice(-4)}`;
const CHAIN_ID = 31337;
/** The SDK checks the answer's major version only. */
const HOST_VERSION = '9.1.0';
/** What the Safe holds for gas and mint prices. */
const SAFE_ETH_BALANCE = 10n ** 20n;
const [VISITOR, SECOND_OWNER] = SAFE_OWNERS as [(typeof SAFE_OWNERS)[0], (typeof SAFE_OWNERS)[0]];

/**
 * Chromium refuses to let a public origin (the Safe web app) frame a loopback URL (the hub)
 * unless Local Network Access checks are off: the test bed only, for the specs that frame the hub.
 */
export const SAFE_HOST_LAUNCH_OPTIONS = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
};

type TxStatus =
  'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

/** A call as the hub sent it (the SDK's BaseTransaction). */
interface BaseTransaction {
  to: Address;
  value: string;
  data: Hex;
}

interface SafeTransaction {
  safeTxHash: Hex;
  nonce: number;
  /** The calls the hub sent, in order. */
  txs: BaseTransaction[];
  /** What the owners sign and the Safe executes. */
  safeTx: SafeTx;
  confirmations: OwnerSignature[];
  status: TxStatus;
  txHash?: Hex;
}

interface SafeMessage {
  message: string;
  signatures: OwnerSignature[];
  /** The owners' signatures, packed, once enough owners have signed. */
  prepared: Hex | null;
}

interface HostRequest {
  method: string;
  params: unknown;
}

/** The host page: the Safe web app's frame around the hub and its side of the protocol. */
function hostPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safe{Wallet}</title></head>
<body style="margin:0">
<iframe id="safe-app" title="Safe App" style="width:100vw;height:100vh;border:0"></iframe>
<script>
const appUrl = new URL(location.href).searchParams.get('appUrl');
const frame = document.getElementById('safe-app');
const appOrigin = new URL(appUrl).origin;
window.addEventListener('message', async (event) => {
  const request = event.data;
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return;
  if (!request || typeof request.method !== 'string' || request.id === undefined) return;
  let response;
  try {
    const data = await window.__safeHost({ method: request.method, params: request.params });
    response = { id: request.id, success: true, version: '${HOST_VERSION}', data };
  } catch (error) {
    response = { id: request.id, success: false, version: '${HOST_VERSION}', error: String(error && error.message || error) };
  }
  frame.contentWindow.postMessage(response, appOrigin);
});
frame.src = appUrl;
</script>
</body></html>`;
}

export class SafeHost {
  readonly transactions = new Map<Hex, SafeTransaction>();
  readonly messages = new Map<Hex, SafeMessage>();
  /** Every method the hub asked, in order. */
  readonly requests: string[] = [];

  constructor(
    private readonly rpcUrl: string,
    private readonly hubUrl: string,
  ) {}

  /**
   * Puts the Safe on the chain (the Safe contracts and the Safe, ETH for gas and prices),
   * serves the Safe web app's page in `context` and answers the hub from `page`.
   */
  async install(context: BrowserContext, page: Page): Promise<void> {
    await deploySafe(this.rpcUrl);
    await rpc(this.rpcUrl, 'anvil_setBalance', [
      SAFE_ADDRESS,
      `0x${SAFE_ETH_BALANCE.toString(16)}`,
    ]);
    await page.exposeBinding('__safeHost', (_source, request: HostRequest) => this.answer(request));
    await context.route(`${SAFE_WEB_APP}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage() }),
    );
  }

  /** Opens the hub's `path` as a Safe App in the Safe web app; the hub is `hub(page)`. */
  async open(page: Page, path = '/'): Promise<FrameLocator> {
    const appUrl = new URL(path, this.hubUrl).href;
    await page.goto(
      `${SAFE_WEB_APP}/apps/open?safe=local:${SAFE_ADDRESS}&appUrl=${encodeURIComponent(appUrl)}`,
    );
    return SafeHost.hub(page);
  }

  static hub(page: Page): FrameLocator {
    return page.frameLocator('#safe-app');
  }

  /** Safe transactions still held by the Safe (awaiting confirmations or execution). */
  pending(): SafeTransaction[] {
    return [...this.transactions.values()].filter(
      ({ status }) => status === 'AWAITING_CONFIRMATIONS' || status === 'AWAITING_EXECUTION',
    );
  }

  /**
   * The second owner confirms `safeTxHash` (EIP-712 signature) and executes it with both
   * owners' signatures. SUCCESS with the executed hash, or FAILED when it reverted.
   */
  async confirmAndExecute(safeTxHash: Hex): Promise<Hex> {
    const transaction = this.held(safeTxHash);
    transaction.confirmations.push({
      owner: SECOND_OWNER.address,
      signature: await signSafeTx(SECOND_OWNER, transaction.safeTx),
    });
    transaction.status = 'AWAITING_EXECUTION';
    const { hash, status } = await execSafeTx(
      this.rpcUrl,
      SECOND_OWNER.address,
      transaction.safeTx,
      transaction.confirmations,
    );
    transaction.txHash = hash;
    transaction.status = status === 'success' ? 'SUCCESS' : 'FAILED';
    if (status === 'success') this.replaced(transaction);
    return hash;
  }

  /**
   * The owners reject `safeTxHash` in the Safe: an empty Safe transaction to the Safe itself
   * with the same nonce, signed by both and executed, so the rejected one can never run:
   * CANCELLED.
   */
  async reject(safeTxHash: Hex): Promise<Hex> {
    const transaction = this.held(safeTxHash);
    const rejection = safeTxOf(
      [{ to: SAFE_ADDRESS, value: 0n, data: '0x' }],
      BigInt(transaction.nonce),
    );
    const { hash, status } = await execSafeTx(
      this.rpcUrl,
      SECOND_OWNER.address,
      rejection,
      await Promise.all(
        [VISITOR, SECOND_OWNER].map(async (owner) => ({
          owner: owner.address,
          signature: await signSafeTx(owner, rejection),
        })),
      ),
    );
    if (status !== 'success') throw new Error(`the rejection of ${safeTxHash} failed: ${hash}`);
    transaction.status = 'CANCELLED';
    return hash;
  }

  /**
   * A Safe transaction of the owners themselves (the test's set-up, e.g. accepting an
   * ownership): proposed, signed by both owners and executed; the executed hash.
   */
  async executeAsOwners(calls: readonly { to: Address; data: Hex; value?: bigint }[]) {
    const transaction = await this.propose(
      calls.map(({ to, data, value = 0n }) => ({ to, data, value: value.toString() })),
    );
    const hash = await this.confirmAndExecute(transaction.safeTxHash);
    if (transaction.status !== 'SUCCESS') throw new Error(`the Safe transaction failed: ${hash}`);
    return hash;
  }

  /**
   * The second owner signs every message awaiting signatures: the owners' signatures, packed,
   * are then the prepared signature `getOffChainSignature` answers and the Safe accepts.
   */
  async signMessages(): Promise<number> {
    let signed = 0;
    for (const entry of this.messages.values()) {
      if (entry.prepared) continue;
      entry.signatures.push({
        owner: SECOND_OWNER.address,
        signature: await signSafeMessage(SECOND_OWNER, entry.message),
      });
      entry.prepared = packSignatures(entry.signatures);
      signed += 1;
    }
    return signed;
  }

  private held(safeTxHash: Hex): SafeTransaction {
    const transaction = this.transactions.get(safeTxHash);
    if (!transaction) throw new Error(`no Safe transaction ${safeTxHash}`);
    if (!this.pending().includes(transaction)) {
      throw new Error(`the Safe transaction ${safeTxHash} is ${transaction.status}`);
    }
    return transaction;
  }

  /** Others of the executed transaction's nonce can never run: the Safe shows them cancelled. */
  private replaced(executed: SafeTransaction) {
    for (const other of this.pending()) {
      if (other !== executed && other.nonce === executed.nonce) other.status = 'CANCELLED';
    }
  }

  /**
   * A Safe transaction proposed with the visitor's signature (one confirmation of two), at the
   * next nonce after the Safe's and those queued, under the hash the Safe computes.
   */
  private async propose(txs: BaseTransaction[]): Promise<SafeTransaction> {
    const queued = this.pending().map(({ nonce }) => nonce + 1);
    const nonce = Math.max(Number(await readSafe<bigint>(this.rpcUrl, 'nonce')), ...queued);
    const safeTx = safeTxOf(
      txs.map(({ to, value, data }) => ({ to, value: BigInt(value), data })),
      BigInt(nonce),
    );
    const safeTxHash = safeTxHashOf(safeTx);
    const { to, value, data, operation } = safeTx;
    const onChain = await readSafe<Hex>(this.rpcUrl, 'getTransactionHash', [
      to,
      value,
      data,
      operation,
      0n,
      0n,
      0n,
      zeroAddress,
      zeroAddress,
      BigInt(nonce),
    ]);
    if (onChain !== safeTxHash) throw new Error(`safeTxHash ${safeTxHash} is ${onChain} on chain`);
    const transaction: SafeTransaction = {
      safeTxHash,
      nonce,
      txs,
      safeTx,
      confirmations: [{ owner: VISITOR.address, signature: await signSafeTx(VISITOR, safeTx) }],
      status: 'AWAITING_CONFIRMATIONS',
    };
    this.transactions.set(safeTxHash, transaction);
    return transaction;
  }

  private details(transaction: SafeTransaction) {
    const { to, value, data, operation } = transaction.safeTx;
    return {
      safeAddress: SAFE_ADDRESS,
      txId: `multisig_${SAFE_ADDRESS}_${transaction.safeTxHash}`,
      txStatus: transaction.status,
      ...(transaction.txHash ? { txHash: transaction.txHash, executedAt: Date.now() } : {}),
      txInfo: { type: 'Custom' },
      txData: { to: { value: to }, value: value.toString(), hexData: data, operation },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        submittedAt: Date.now(),
        nonce: transaction.nonce,
        safeTxHash: transaction.safeTxHash,
        signers: SAFE_OWNERS.map(({ address }) => ({ value: address })),
        confirmationsRequired: SAFE_THRESHOLD,
        confirmations: transaction.confirmations.map(({ owner, signature }) => ({
          signer: { value: owner },
          signature,
          submittedAt: Date.now(),
        })),
        trusted: true,
      },
    };
  }

  private async answer({ method, params }: HostRequest): Promise<unknown> {
    this.requests.push(method);
    switch (method) {
      case 'getSafeInfo':
        return {
          safeAddress: SAFE_ADDRESS,
          chainId: CHAIN_ID,
          threshold: SAFE_THRESHOLD,
          owners: SAFE_OWNERS.map(({ address }) => address),
          isReadOnly: false,
          nonce: Number(await readSafe<bigint>(this.rpcUrl, 'nonce')),
          implementation: SAFE_SINGLETON,
          modules: null,
          fallbackHandler: SAFE_FALLBACK_HANDLER,
          guard: null,
          version: SAFE_VERSION,
        };
      case 'getChainInfo':
        return {
          chainName: 'Localhost',
          chainId: String(CHAIN_ID),
          shortName: 'local',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
          blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
        };
      case 'getEnvironmentInfo':
        return { origin: SAFE_WEB_APP };
      case 'wallet_getPermissions':
        return [];
      case 'rpcCall': {
        const { call, params: callParams } = params as { call: string; params: unknown[] };
        return rpc(this.rpcUrl, call, callParams);
      }
      case 'sendTransactions': {
        const { txs } = params as { txs: Partial<BaseTransaction>[] };
        const { safeTxHash } = await this.propose(
          txs.map(({ to, value, data }) => ({
            to: to!,
            value: String(value || '0'),
            data: data || '0x',
          })),
        );
        return { safeTxHash };
      }
      case 'getTxBySafeTxHash': {
        const { safeTxHash } = params as { safeTxHash: Hex };
        const transaction = this.transactions.get(safeTxHash);
        if (!transaction) throw new Error('No MultisigTransaction matches the given query.');
        return this.details(transaction);
      }
      case 'signMessage': {
        const { message } = params as { message: string };
        // The visitor signs; the Safe needs a second owner's signature too.
        const messageHash = safeMessageHashOf(message);
        this.messages.set(messageHash, {
          message,
          signatures: [
            { owner: VISITOR.address, signature: await signSafeMessage(VISITOR, message) },
          ],
          prepared: null,
        });
        return { messageHash };
      }
      case 'getOffChainSignature':
        return this.messages.get(params as Hex)?.prepared ?? '';
      default:
        throw new Error(`${method} is not supported by this host`);
    }
  }
}
