import { encodeDeployData, zeroAddress, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearTokenAbi, bearTokenBytecode } from '@/contracts/generated';
import {
  deploymentRefusal,
  devAccount,
  expectRevert,
  isolateChainState,
  publicClient,
  waitForSuccess,
  walletFor,
} from './support/chain';
import {
  deployToken,
  DEV_ACCOUNT_1_KEY,
  latestTimestamp,
  signPermit,
  TEST_SUPPLY,
  TOKEN_NAME,
  TOKEN_SYMBOL,
} from './support/staking';

isolateChainState();

let owner: Address;
let holder: Address;
let spender: Address;
let token: Address;
const signer = privateKeyToAccount(DEV_ACCOUNT_1_KEY);

beforeAll(async () => {
  owner = await devAccount(0);
  holder = await devAccount(1);
  spender = await devAccount(2);
  token = await deployToken(owner);
});

function readToken<const F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(name: F) {
  return publicClient.readContract({ address: token, abi: bearTokenAbi, functionName: name });
}

function allowance(account: Address, to: Address) {
  return publicClient.readContract({
    address: token,
    abi: bearTokenAbi,
    functionName: 'allowance',
    args: [account, to],
  });
}

function submitPermit(permit: Awaited<ReturnType<typeof signPermit>>, value: bigint) {
  return walletFor(spender).writeContract({
    address: token,
    abi: bearTokenAbi,
    functionName: 'permit',
    args: [holder, spender, value, permit.deadline, permit.v, permit.r, permit.s],
  });
}

describe('BearToken', () => {
  it('behavior: name, symbol and the whole supply are set at deployment, the supply to the recipient', async () => {
    expect(await readToken('name')).toBe(TOKEN_NAME);
    expect(await readToken('symbol')).toBe(TOKEN_SYMBOL);
    expect(await readToken('decimals')).toBe(18);
    expect(await readToken('totalSupply')).toBe(TEST_SUPPLY);
    expect(
      await publicClient.readContract({
        address: token,
        abi: bearTokenAbi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ).toBe(TEST_SUPPLY);
  });

  it('behavior: a deployment that would give the supply to the zero address is refused', async () => {
    const data = encodeDeployData({
      abi: bearTokenAbi,
      bytecode: bearTokenBytecode,
      args: [TOKEN_NAME, TOKEN_SYMBOL, TEST_SUPPLY, zeroAddress],
    });
    expect(await deploymentRefusal(bearTokenAbi, owner, data)).toBe('InvalidRecipient');
  });

  it('behavior: a signed permit sets the allowance and uses up the nonce; it cannot be replayed', async () => {
    expect(signer.address).toBe(holder);
    const value = 1_000n;
    const permit = await signPermit(
      token,
      signer,
      spender,
      value,
      (await latestTimestamp()) + 600n,
    );

    await waitForSuccess(await submitPermit(permit, value));
    expect(await allowance(holder, spender)).toBe(value);

    await expectRevert(
      publicClient.simulateContract({
        account: spender,
        address: token,
        abi: bearTokenAbi,
        functionName: 'permit',
        args: [holder, spender, value, permit.deadline, permit.v, permit.r, permit.s],
      }),
      'ERC2612InvalidSigner',
    );
  });

  it('behavior: an expired permit is refused', async () => {
    const deadline = (await latestTimestamp()) - 1n;
    const permit = await signPermit(token, signer, spender, 1n, deadline);
    await expectRevert(
      publicClient.simulateContract({
        account: spender,
        address: token,
        abi: bearTokenAbi,
        functionName: 'permit',
        args: [holder, spender, 1n, permit.deadline, permit.v, permit.r, permit.s],
      }),
      'ERC2612ExpiredSignature',
      [deadline],
    );
    expect(await allowance(holder, spender)).toBe(0n);
  });
});
