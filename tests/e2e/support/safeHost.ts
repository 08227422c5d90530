import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, FrameLocator, Page } from '@playwright/test';
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  hashMessage,
  keccak256,
  type Abi,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { ANVIL_KEYS } from '../../server/support/accounts';

// A Safe{Wallet} stand-in for the end-to-end tests: a page on the Safe web app's origin (served
// by route fulfilment in the test browser) that frames the hub and answers the Safe Apps
// protocol as the SDK speaks it (postMessage requests `{ id, method, params, env }`, answers
// `{ id, success, version, data | error }`), with its state here in the test: a 2-of-2 Safe of
// anvil accounts #0 (the visitor, who proposes and signs first) and #1 (the second owner the test
// plays). Safe transactions queue (AWAITING_CONFIRMATIONS) until the test confirms them as the
// second owner; the host then executes them on anvil from the Safe's own address
// (contracts/SafeStandIn.sol, impersonated), atomically, and reports SUCCESS with the executed
// hash, or FAILED. Messages are signed off chain: `signMessage` answers the message hash, the
// prepared signature comes once the second owner has signed, and the Safe vouches for it
// (ERC-1271) from then on.

export const SAFE_WEB_APP = 'https://app.safe.global';
export const SAFE_ADDRESS = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE';
/** How the hub writes the Safe's address in its header. */
export const SAFE_SHORT_ADDRESS = '0x5afe…5AfE';
export const SAFE_OWNERS = ANVIL_KEYS.slice(0, 2).map((key) => privateKeyToAccount(key));
export const SAFE_THRESHOLD = 2;
const CHAIN_ID = 31337;
/** The SDK checks the answer's major version only. */
const HOST_VERSION = '9.1.0';
/** What the Safe holds for gas and mint prices. */
const SAFE_ETH_BALANCE = 10n ** 20n;

/**
 * Chromium refuses to let a public origin (the Safe web app) frame a loopback URL (the hub)
 * unless Local Network Access checks are off: the test bed only, for the specs that frame the hub.
 */
export const SAFE_HOST_LAUNCH_OPTIONS = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-features=LocalNetworkAccessChecks'],
};

interface StandIn {
  abi: Abi;
  code: Hex;
}

let standIn: StandIn | undefined;

/** SafeStandIn compiled with the npm solc (once per worker). */
function compileStandIn(): StandIn {
  if (standIn) return standIn;
  const solc = createRequire(import.meta.url)('solc') as { compile: (input: string) => string };
  const source = readFileSync(new URL('./contracts/SafeStandIn.sol', import.meta.url), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'SafeStandIn.sol': { content: source } },
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<
      string,
      Record<string, { abi: Abi; evm: { deployedBytecode: { object: string } } }>
    >;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const compiled = output.contracts['SafeStandIn.sol']!.SafeStandIn!;
  standIn = { abi: compiled.abi, code: `0x${compiled.evm.deployedBytecode.object}` };
  return standIn;
}

type TxStatus =
  'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

interface BaseTransaction {
  to: Hex;
  value: string;
  data: Hex;
}

interface SafeTransaction {
  safeTxHash: Hex;
  nonce: number;
  txs: BaseTransaction[];
  confirmations: string[];
  status: TxStatus;
  txHash?: Hex;
}

interface SafeMessage {
  message: string;
  signatures: Hex[];
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
  private nonce = 0;

  constructor(
    private readonly rpcUrl: string,
    private readonly hubUrl: string,
  ) {}

  /**
   * Puts the Safe on the chain (the stand-in's code at SAFE_ADDRESS, ETH for gas and prices,
   * impersonated so the host can execute from it), serves the Safe web app's page in `context`
   * and answers the hub from `page`.
   */
  async install(context: BrowserContext, page: Page): Promise<void> {
    const { code } = compileStandIn();
    await rpc(this.rpcUrl, 'anvil_setCode', [SAFE_ADDRESS, code]);
    await rpc(this.rpcUrl, 'anvil_setBalance', [
      SAFE_ADDRESS,
      `0x${SAFE_ETH_BALANCE.toString(16)}`,
    ]);
    await rpc(this.rpcUrl, 'anvil_impersonateAccount', [SAFE_ADDRESS]);
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
   * The second owner confirms `safeTxHash` and executes it: every call of it, as the Safe, in
   * one transaction. SUCCESS with the executed hash, or FAILED when it reverted.
   */
  async confirmAndExecute(safeTxHash: Hex): Promise<Hex> {
    const transaction = this.transactions.get(safeTxHash);
    if (!transaction) throw new Error(`no Safe transaction ${safeTxHash}`);
    transaction.confirmations.push(SAFE_OWNERS[1]!.address);
    transaction.status = 'AWAITING_EXECUTION';
    const { abi } = compileStandIn();
    const data = encodeFunctionData({
      abi,
      functionName: 'execute',
      args: [
        transaction.txs.map(({ to, value, data: callData }) => ({
          to,
          value: BigInt(value),
          data: callData,
        })),
      ],
    });
    const hash = (await rpc(this.rpcUrl, 'eth_sendTransaction', [
      { from: SAFE_ADDRESS, to: SAFE_ADDRESS, data },
    ])) as Hex;
    const receipt = (await rpc(this.rpcUrl, 'eth_getTransactionReceipt', [hash])) as {
      status: string;
    } | null;
    transaction.txHash = hash;
    transaction.status = receipt?.status === '0x1' ? 'SUCCESS' : 'FAILED';
    return hash;
  }

  /** The owners reject `safeTxHash` in the Safe (a rejection takes its nonce): CANCELLED. */
  reject(safeTxHash: Hex): void {
    const transaction = this.transactions.get(safeTxHash);
    if (!transaction) throw new Error(`no Safe transaction ${safeTxHash}`);
    transaction.status = 'CANCELLED';
  }

  /**
   * The second owner signs every message awaiting signatures: the prepared signature (both
   * owners') is then what `getOffChainSignature` answers, and what the Safe vouches for.
   */
  async signMessages(): Promise<number> {
    const { abi } = compileStandIn();
    let signed = 0;
    for (const [messageHash, entry] of this.messages) {
      if (entry.prepared) continue;
      entry.signatures.push(await SAFE_OWNERS[1]!.sign({ hash: messageHash }));
      const prepared = concat(entry.signatures);
      const data = encodeFunctionData({
        abi,
        functionName: 'recordSignature',
        args: [hashMessage(entry.message), keccak256(prepared)],
      });
      await rpc(this.rpcUrl, 'eth_sendTransaction', [
        { from: SAFE_ADDRESS, to: SAFE_ADDRESS, data },
      ]);
      entry.prepared = prepared;
      signed += 1;
    }
    return signed;
  }

  private details(transaction: SafeTransaction) {
    return {
      safeAddress: SAFE_ADDRESS,
      txId: `multisig_${SAFE_ADDRESS}_${transaction.safeTxHash}`,
      txStatus: transaction.status,
      ...(transaction.txHash ? { txHash: transaction.txHash, executedAt: Date.now() } : {}),
      txInfo: { type: 'Custom' },
      detailedExecutionInfo: {
        type: 'MULTISIG',
        submittedAt: Date.now(),
        nonce: transaction.nonce,
        safeTxHash: transaction.safeTxHash,
        signers: SAFE_OWNERS.map(({ address }) => ({ value: address })),
        confirmationsRequired: SAFE_THRESHOLD,
        confirmations: transaction.confirmations.map((signer) => ({
          signer: { value: signer },
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
          nonce: this.nonce,
          implementation: SAFE_ADDRESS,
          modules: null,
          fallbackHandler: null,
          guard: null,
          version: '1.4.1',
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
        const { txs } = params as { txs: BaseTransaction[] };
        const nonce = this.nonce;
        this.nonce += 1;
        const safeTxHash = keccak256(
          encodeAbiParameters(
            [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
            [SAFE_ADDRESS, BigInt(nonce), concat(txs.map(({ to, data }) => concat([to, data])))],
          ),
        );
        // The visitor, an owner, proposes and signs: one confirmation of two.
        this.transactions.set(safeTxHash, {
          safeTxHash,
          nonce,
          txs: txs.map(({ to, value, data }) => ({
            to,
            value: String(value || '0'),
            data: data || '0x',
          })),
          confirmations: [SAFE_OWNERS[0]!.address],
          status: 'AWAITING_CONFIRMATIONS',
        });
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
        const messageHash = keccak256(concat([SAFE_ADDRESS, hashMessage(message)]));
        // The visitor signs; the Safe needs a second owner's signature too.
        this.messages.set(messageHash, {
          message,
          signatures: [await SAFE_OWNERS[0]!.sign({ hash: messageHash })],
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
