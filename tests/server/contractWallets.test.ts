import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  keccak256,
  stringToHex,
  type Address,
} from 'viem';
import { serializeErc6492Signature } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testSmartWalletFactoryAbi } from '../../src/contracts/generated/test/TestSmartWalletFactory';
import {
  accounts,
  cookieHeader,
  createTestServer,
  getMe,
  getNonce,
  postVerify,
  siweMessage,
  type TestServer,
} from './support/harness';

/**
 * Smart-contract wallets: TestSmartWallet vouches (ERC-1271) for what its owner, anvil account
 * #0, signs. A deployed one is asked on chain; a counterfactual one (not deployed yet) sends an
 * ERC-6492 signature that carries its factory call, which the server simulates.
 */
describe('contract wallets (ERC-1271, ERC-6492) against anvil', () => {
  const owner = accounts[0]!;
  const factory = inject('walletFactory');
  const publicClient = createPublicClient({ transport: http(inject('anvilUrl')) });
  const walletClient = createWalletClient({ account: owner, transport: http(inject('anvilUrl')) });
  let deployedWallet: Address;
  let server: TestServer;

  const predict = (salt: `0x${string}`) =>
    publicClient.readContract({
      address: factory,
      abi: testSmartWalletFactoryAbi,
      functionName: 'walletAddress',
      args: [owner.address, salt],
    });

  beforeAll(async () => {
    server = await createTestServer('memory');
    const salt = keccak256(stringToHex(`deployed-${Date.now()}`));
    deployedWallet = await predict(salt);
    const hash = await walletClient.writeContract({
      address: factory,
      abi: testSmartWalletFactoryAbi,
      functionName: 'deploy',
      args: [owner.address, salt],
      chain: null,
    });
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  });
  afterAll(() => server.close());

  it('behavior: a deployed contract wallet signs in with its owner’s signature (ERC-1271)', async () => {
    expect(await publicClient.getCode({ address: deployedWallet })).toMatch(/^0x[0-9a-f]{100,}$/);
    const message = siweMessage({ nonce: await getNonce(server.app), address: deployedWallet });
    const response = await postVerify(server.app, {
      message,
      signature: await owner.signMessage({ message }),
    });
    expect(response.statusCode).toBe(200);
    const me = await getMe(server.app, cookieHeader(response));
    expect(me.json()).toMatchObject({ address: deployedWallet, chainId: 31337 });
  });

  it('behavior: a contract wallet’s sign-in signed by a key that is not its owner is refused', async () => {
    const message = siweMessage({ nonce: await getNonce(server.app), address: deployedWallet });
    const response = await postVerify(server.app, {
      message,
      signature: await accounts[1]!.signMessage({ message }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_signature');
  });

  it('behavior: a counterfactual wallet signs in with an ERC-6492 signature, and stays undeployed', async () => {
    const salt = keccak256(stringToHex(`counterfactual-${Date.now()}`));
    const wallet = await predict(salt);
    expect(await publicClient.getCode({ address: wallet })).toBeUndefined();
    const message = siweMessage({ nonce: await getNonce(server.app), address: wallet });
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: testSmartWalletFactoryAbi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: await owner.signMessage({ message }),
    });
    const response = await postVerify(server.app, { message, signature });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, address: wallet });
    // Verification simulated the deployment (eth_call); nothing was written on chain.
    expect(await publicClient.getCode({ address: wallet })).toBeUndefined();
  });

  it('behavior: an ERC-6492 signature whose inner signature is not the owner’s is refused', async () => {
    const salt = keccak256(stringToHex(`counterfactual-bad-${Date.now()}`));
    const wallet = await predict(salt);
    const message = siweMessage({ nonce: await getNonce(server.app), address: wallet });
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: testSmartWalletFactoryAbi,
        functionName: 'deploy',
        args: [owner.address, salt],
      }),
      signature: await accounts[2]!.signMessage({ message }),
    });
    const response = await postVerify(server.app, { message, signature });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('invalid_signature');
  });

  it('behavior: when the chain cannot be reached a contract wallet gets 503 chain_unavailable, not 500', async () => {
    const offline = await createTestServer('memory', { SIWE_CHAINS: '31337=http://127.0.0.1:9' });
    try {
      const message = siweMessage({ nonce: await getNonce(offline.app), address: deployedWallet });
      const response = await postVerify(offline.app, {
        message,
        signature: await owner.signMessage({ message }),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('chain_unavailable');
      // An ordinary account needs no chain: its signature is recovered locally.
      const eoa = siweMessage({ nonce: await getNonce(offline.app), address: owner.address });
      const eoaResponse = await postVerify(offline.app, {
        message: eoa,
        signature: await owner.signMessage({ message: eoa }),
      });
      expect(eoaResponse.statusCode).toBe(200);
    } finally {
      await offline.close();
    }
  });
});
