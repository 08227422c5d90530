import { createRequire } from 'node:module';
import {
  concat,
  decodeFunctionResult,
  encodeFunctionData,
  encodePacked,
  getContractAddress,
  hashMessage,
  hashTypedData,
  keccak256,
  pad,
  size,
  zeroAddress,
  zeroHash,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { rpc } from '../../../scripts/chain/anvil.mjs';
import { ANVIL_KEYS } from '../../server/support/accounts';

// The Safe contracts of @safe-global/safe-smart-account 1.5.0 (their Hardhat artifacts) on a
// test's anvil, and what Safe{Wallet} computes off chain around them: the EIP-712 SafeTx an
// owner signs, a batch as one DELEGATECALL to MultiSendCallOnly, the SafeMessage whose owners'
// signatures the Safe accepts through ERC-1271 (its CompatibilityFallbackHandler).
//
// The singleton, proxy factory, fallback handler and MultiSendCallOnly are deployed through
// anvil's CREATE2 deployer, and the Safe by the factory's createProxyWithNonce: every address is
// known before anything is deployed, so the specs can name the Safe as a constant.

export const SAFE_VERSION = '1.5.0';
export const SAFE_THRESHOLD = 2;
/** Anvil dev accounts #0 (the visitor, who proposes) and #1 (the second owner the test plays). */
export const SAFE_OWNERS: readonly PrivateKeyAccount[] = ANVIL_KEYS.slice(0, 2).map((key) =>
  privateKeyToAccount(key),
);
const CHAIN_ID = 31337;
/** The deterministic-deployment proxy anvil has at genesis: `salt ‖ initcode` deploys by CREATE2. */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
const DEPLOY_SALT = zeroHash;
const SAFE_SALT_NONCE = 0n;
/** Gas for executing a Safe transaction whose estimate reverts, so its failure lands on chain. */
const FAILING_EXECUTION_GAS = 2_000_000n;

export const Operation = { Call: 0, DelegateCall: 1 } as const;
type OperationValue = (typeof Operation)[keyof typeof Operation];

interface Artifact {
  abi: Abi;
  bytecode: Hex;
}

const requireHere = createRequire(import.meta.url);
const artifact = (path: string): Artifact => {
  const { abi, bytecode } = requireHere(
    `@safe-global/safe-smart-account/build/artifacts/contracts/${path}.json`,
  ) as Artifact;
  return { abi, bytecode };
};

const SAFE = artifact('Safe.sol/Safe');
const PROXY = artifact('proxies/SafeProxy.sol/SafeProxy');
const PROXY_FACTORY = artifact('proxies/SafeProxyFactory.sol/SafeProxyFactory');
const FALLBACK_HANDLER = artifact(
  'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler',
);
const MULTI_SEND_CALL_ONLY = artifact('libraries/MultiSendCallOnly.sol/MultiSendCallOnly');

const deployedBy = ({ bytecode }: Artifact): Address =>
  getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: DEPLOY_SALT, bytecode });

export const SAFE_SINGLETON = deployedBy(SAFE);
export const SAFE_PROXY_FACTORY = deployedBy(PROXY_FACTORY);
export const SAFE_FALLBACK_HANDLER = deployedBy(FALLBACK_HANDLER);
export const SAFE_MULTI_SEND_CALL_ONLY = deployedBy(MULTI_SEND_CALL_ONLY);
export const safeAbi = SAFE.abi;

/** setup(): the owners, the threshold and the fallback handler; no module, no payment. */
const SAFE_INITIALIZER = encodeFunctionData({
  abi: SAFE.abi,
  functionName: 'setup',
  args: [
    SAFE_OWNERS.map(({ address }) => address),
    BigInt(SAFE_THRESHOLD),
    zeroAddress,
    '0x',
    SAFE_FALLBACK_HANDLER,
    zeroAddress,
    0n,
    zeroAddress,
  ],
});

/** Where createProxyWithNonce puts the Safe (SafeProxyFactory.deployProxy's CREATE2). */
export const SAFE_ADDRESS: Address = getContractAddress({
  opcode: 'CREATE2',
  from: SAFE_PROXY_FACTORY,
  salt: keccak256(
    encodePacked(['bytes32', 'uint256'], [keccak256(SAFE_INITIALIZER), SAFE_SALT_NONCE]),
  ),
  bytecode: concat([PROXY.bytecode, pad(SAFE_SINGLETON)]),
});

interface Receipt {
  status: Hex;
}

interface Sent {
  hash: Hex;
  status: 'success' | 'reverted';
}

/** Sends from an unlocked anvil account; its hash and status once mined. */
async function send(
  rpcUrl: string,
  from: Address,
  to: Address,
  data: Hex,
  gas?: bigint,
): Promise<Sent> {
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [
    { from, to, data, ...(gas === undefined ? {} : { gas: `0x${gas.toString(16)}` }) },
  ])) as Hex;
  for (;;) {
    const receipt = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null;
    if (receipt) return { hash, status: receipt.status === '0x1' ? 'success' : 'reverted' };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const hasCode = async (rpcUrl: string, address: Address) =>
  ((await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) as Hex) !== '0x';

/** A view of the Safe, read with eth_call. */
export async function readSafe<T>(
  rpcUrl: string,
  functionName: string,
  args: readonly unknown[] = [],
): Promise<T> {
  const data = encodeFunctionData({ abi: SAFE.abi, functionName, args });
  const answer = (await rpc(rpcUrl, 'eth_call', [{ to: SAFE_ADDRESS, data }, 'latest'])) as Hex;
  return decodeFunctionResult({ abi: SAFE.abi, functionName, data: answer }) as T;
}

/**
 * The Safe contracts and the 2-of-2 Safe on the chain at `rpcUrl` (what is already there is
 * kept), deployed from the second owner's account.
 */
export async function deploySafe(rpcUrl: string): Promise<void> {
  const deployer = SAFE_OWNERS[1]!.address;
  if (!(await hasCode(rpcUrl, CREATE2_DEPLOYER))) {
    throw new Error(`anvil has no CREATE2 deployer at ${CREATE2_DEPLOYER}`);
  }
  const infrastructure: [Address, Artifact][] = [
    [SAFE_SINGLETON, SAFE],
    [SAFE_PROXY_FACTORY, PROXY_FACTORY],
    [SAFE_FALLBACK_HANDLER, FALLBACK_HANDLER],
    [SAFE_MULTI_SEND_CALL_ONLY, MULTI_SEND_CALL_ONLY],
  ];
  for (const [address, { bytecode }] of infrastructure) {
    if (await hasCode(rpcUrl, address)) continue;
    await send(rpcUrl, deployer, CREATE2_DEPLOYER, concat([DEPLOY_SALT, bytecode]));
    if (!(await hasCode(rpcUrl, address))) throw new Error(`no Safe contract at ${address}`);
  }
  if (!(await hasCode(rpcUrl, SAFE_ADDRESS))) {
    const data = encodeFunctionData({
      abi: PROXY_FACTORY.abi,
      functionName: 'createProxyWithNonce',
      args: [SAFE_SINGLETON, SAFE_INITIALIZER, SAFE_SALT_NONCE],
    });
    await send(rpcUrl, deployer, SAFE_PROXY_FACTORY, data);
  }
  const threshold = await readSafe<bigint>(rpcUrl, 'getThreshold');
  if (threshold !== BigInt(SAFE_THRESHOLD)) throw new Error(`the Safe's threshold is ${threshold}`);
}

/** A call the Safe makes (the Safe Apps SDK's BaseTransaction, value in wei). */
export interface SafeCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/** The fields of the EIP-712 SafeTx (no refund: gas is paid by the executing owner). */
export interface SafeTx {
  to: Address;
  value: bigint;
  data: Hex;
  operation: OperationValue;
  nonce: bigint;
}

/** MultiSendCallOnly's payload: each call packed as operation ‖ to ‖ value ‖ length ‖ data. */
function encodeMultiSend(calls: readonly SafeCall[]): Hex {
  const packed = concat(
    calls.map(({ to, value, data }) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [Operation.Call, to, value, BigInt(size(data)), data],
      ),
    ),
  );
  return encodeFunctionData({
    abi: MULTI_SEND_CALL_ONLY.abi,
    functionName: 'multiSend',
    args: [packed],
  });
}

/** One call as itself; several as one DELEGATECALL to MultiSendCallOnly, as Safe{Wallet} batches. */
export function safeTxOf(calls: readonly SafeCall[], nonce: bigint): SafeTx {
  if (calls.length === 1) return { ...calls[0]!, operation: Operation.Call, nonce };
  return {
    to: SAFE_MULTI_SEND_CALL_ONLY,
    value: 0n,
    data: encodeMultiSend(calls),
    operation: Operation.DelegateCall,
    nonce,
  };
}

const SAFE_DOMAIN = { chainId: CHAIN_ID, verifyingContract: SAFE_ADDRESS } as const;

const safeTxTypedData = (tx: SafeTx) =>
  ({
    domain: SAFE_DOMAIN,
    types: {
      SafeTx: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'operation', type: 'uint8' },
        { name: 'safeTxGas', type: 'uint256' },
        { name: 'baseGas', type: 'uint256' },
        { name: 'gasPrice', type: 'uint256' },
        { name: 'gasToken', type: 'address' },
        { name: 'refundReceiver', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'SafeTx',
    message: {
      ...tx,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
    },
  }) as const;

/** The safeTxHash, as the Safe computes it (`getTransactionHash`). */
export function safeTxHashOf(tx: SafeTx): Hex {
  return hashTypedData(safeTxTypedData(tx));
}

/** An owner's EIP-712 signature of the Safe transaction. */
export function signSafeTx(owner: PrivateKeyAccount, tx: SafeTx): Promise<Hex> {
  return owner.signTypedData(safeTxTypedData(tx));
}

/** An owner's signature, as the Safe keeps confirmations off chain. */
export interface OwnerSignature {
  owner: Address;
  signature: Hex;
}

/** The signatures as the Safe checks them: one after another, by owner address ascending. */
export function packSignatures(signatures: readonly OwnerSignature[]): Hex {
  return concat(
    [...signatures]
      .sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1))
      .map(({ signature }) => signature),
  );
}

/**
 * `execTransaction` sent by `executor` (an owner) with the owners' signatures: the executed
 * transaction's hash and whether the Safe transaction succeeded. A Safe transaction that would
 * revert is sent all the same (with fixed gas), so its failure is on chain.
 */
export async function execSafeTx(
  rpcUrl: string,
  executor: Address,
  tx: SafeTx,
  signatures: readonly OwnerSignature[],
): Promise<Sent> {
  const onChainNonce = await readSafe<bigint>(rpcUrl, 'nonce');
  if (onChainNonce !== tx.nonce) {
    throw new Error(`the Safe's nonce is ${onChainNonce}, the transaction's ${tx.nonce}`);
  }
  const data = encodeFunctionData({
    abi: SAFE.abi,
    functionName: 'execTransaction',
    args: [
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      0n,
      0n,
      0n,
      zeroAddress,
      zeroAddress,
      packSignatures(signatures),
    ],
  });
  let gas: bigint | undefined;
  try {
    await rpc(rpcUrl, 'eth_estimateGas', [{ from: executor, to: SAFE_ADDRESS, data }]);
  } catch {
    gas = FAILING_EXECUTION_GAS;
  }
  return send(rpcUrl, executor, SAFE_ADDRESS, data, gas);
}

/**
 * The SafeMessage hash of a text message, as Safe{Wallet} has its owners sign it: EIP-712 with
 * the Safe as verifying contract over the message's EIP-191 hash — what the fallback handler's
 * `isValidSignature(hashMessage(text), signatures)` checks the owners' signatures against.
 */
const safeMessageTypedData = (message: string) =>
  ({
    domain: SAFE_DOMAIN,
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: hashMessage(message) },
  }) as const;

export function safeMessageHashOf(message: string): Hex {
  return hashTypedData(safeMessageTypedData(message));
}

/** An owner's EIP-712 signature of the SafeMessage. */
export function signSafeMessage(owner: PrivateKeyAccount, message: string): Promise<Hex> {
  return owner.signTypedData(safeMessageTypedData(message));
}
