import {
  BaseError,
  ContractFunctionRevertedError,
  decodeErrorResult,
  RpcRequestError,
  TransactionReceiptNotFoundError,
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { localChain, MULTICALL3_ADDRESS } from '@/config/chains';
import { bearNftAbi, bearNftBytecode, multicall3DeployedBytecode } from '@/contracts/generated';
import { CONTRACT_TESTS_RPC_URL } from './anvil';

export const RPC_URL = CONTRACT_TESTS_RPC_URL;
export const chain = localChain(RPC_URL);
/** Anvil mines at once: poll receipts quickly. */
const RECEIPT_POLLING_MS = 20;

export const publicClient = createPublicClient({
  chain,
  transport: http(RPC_URL),
  pollingInterval: RECEIPT_POLLING_MS,
});
export const testClient = createTestClient({ chain, mode: 'anvil', transport: http(RPC_URL) });

/** A wallet client for an unlocked anvil dev account (anvil signs). */
export function walletFor(account: Address) {
  return createWalletClient({ account, chain, transport: http(RPC_URL) });
}

let accountsCache: Address[] | undefined;
/** Anvil's dev accounts, #0 first. */
export async function devAccounts(): Promise<Address[]> {
  accountsCache ??= await createWalletClient({ chain, transport: http(RPC_URL) }).getAddresses();
  return accountsCache;
}

export async function devAccount(index: number): Promise<Address> {
  const account = (await devAccounts())[index];
  if (!account) throw new Error(`anvil has no dev account #${index}`);
  return account;
}

/**
 * Every test of the file starts from the chain as the file's `beforeAll` hooks left it, and the
 * file leaves the chain as it found it. Call before the file's own hooks.
 */
export function isolateChainState(): void {
  let fileSnapshot: Hex | undefined;
  let testSnapshot: Hex | undefined;
  beforeAll(async () => {
    fileSnapshot = await testClient.snapshot();
  });
  afterAll(async () => {
    if (fileSnapshot) await testClient.revert({ id: fileSnapshot });
  });
  beforeEach(async () => {
    testSnapshot = await testClient.snapshot();
  });
  afterEach(async () => {
    if (testSnapshot) await testClient.revert({ id: testSnapshot });
  });
}

export async function placeMulticall3(): Promise<void> {
  await testClient.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3DeployedBytecode });
}

export interface BearConfig {
  maxSupply: bigint;
  price: bigint;
  walletLimit: bigint;
  saleActive: boolean;
  saleStartsAt: bigint;
}

export const TEST_BEAR: BearConfig = {
  maxSupply: 100n,
  price: parseEther('0.01'),
  walletLimit: 5n,
  saleActive: true,
  saleStartsAt: 0n,
};

/** The receipt of `hash`, which must have succeeded: read at once (anvil mines on send), else
 * waited for (a test that turned automine off). */
export async function waitForSuccess(hash: Hash) {
  const receipt = await publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) {
      return publicClient.waitForTransactionReceipt({ hash });
    }
    throw error;
  });
  expect(receipt.status).toBe('success');
  return receipt;
}

/** Deploys a Bear owned by `owner` (who deploys it). */
export async function deployBear(owner: Address, config: Partial<BearConfig> = {}) {
  const { maxSupply, price, walletLimit, saleActive, saleStartsAt } = { ...TEST_BEAR, ...config };
  const hash = await walletFor(owner).deployContract({
    abi: bearNftAbi,
    bytecode: bearNftBytecode,
    args: ['Bear', 'BEAR', owner, maxSupply, price, walletLimit, saleActive, saleStartsAt],
  });
  const receipt = await waitForSuccess(hash);
  if (!receipt.contractAddress) throw new Error('no contract address in the receipt');
  return getAddress(receipt.contractAddress);
}

/** Mints `quantity` bears for `account`, paying `value` (default: the exact price). */
export async function mintBears(bear: Address, account: Address, quantity: bigint, value?: bigint) {
  const price = await publicClient.readContract({
    address: bear,
    abi: bearNftAbi,
    functionName: 'price',
  });
  const hash = await walletFor(account).writeContract({
    address: bear,
    abi: bearNftAbi,
    functionName: 'mint',
    args: [quantity],
    value: value ?? price * quantity,
  });
  return waitForSuccess(hash);
}

/** The decoded custom error a call was refused with, found anywhere in viem's error chain. */
export async function revertOf(
  attempt: Promise<unknown>,
): Promise<{ errorName: string; args: readonly unknown[] }> {
  const error = await attempt.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof BaseError))
    throw new Error(`expected a refused call, got ${String(error)}`);
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data) {
    throw new Error(`expected a decoded custom error, got: ${error.shortMessage}`);
  }
  return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] };
}

/** Asserts that `attempt` is refused with custom error `errorName` (and `args` when given). */
export async function expectRevert(
  attempt: Promise<unknown>,
  errorName: string,
  args?: readonly unknown[],
): Promise<void> {
  const reverted = await revertOf(attempt);
  expect(reverted.errorName).toBe(errorName);
  if (args) expect(reverted.args).toEqual(args);
}

/**
 * The custom error name a contract deployment (`data`: creation code with arguments) is refused
 * with. A deployment has no function ABI to decode with, so this takes the raw revert data of
 * the RPC error and decodes it with `abi`.
 */
export async function deploymentRefusal(abi: Abi, account: Address, data: Hex): Promise<string> {
  const refusal: unknown = await publicClient.call({ account, data }).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(refusal instanceof BaseError)) throw new Error('expected the deployment to be refused');
  const rpcError = refusal.walk((cause) => cause instanceof RpcRequestError);
  const revertData = rpcError instanceof RpcRequestError ? rpcError.data : undefined;
  if (typeof revertData !== 'string') throw new Error('the refusal carries no revert data');
  return decodeErrorResult({ abi, data: revertData as Hex }).errorName;
}
