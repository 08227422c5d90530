import {
  decodeErrorResult,
  encodeDeployData,
  parseEther,
  parseEventLogs,
  zeroAddress,
  type Address,
} from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearNftAbi, bearNftBytecode } from '@/contracts/generated';
import {
  reentrantMinterAbi,
  reentrantMinterBytecode,
} from '@/contracts/generated/test/ReentrantMinter';
import {
  deployBear,
  deploymentRefusal,
  devAccount,
  expectRevert,
  isolateChainState,
  mintBears,
  publicClient,
  TEST_BEAR,
  testClient,
  waitForSuccess,
  walletFor,
} from './support/chain';

isolateChainState();

let owner: Address;
let alice: Address;
let bob: Address;
let bear: Address;

beforeAll(async () => {
  owner = await devAccount(0);
  alice = await devAccount(1);
  bob = await devAccount(2);
  bear = await deployBear(owner);
});

const read = {
  collection: () =>
    publicClient.readContract({ address: bear, abi: bearNftAbi, functionName: 'collectionState' }),
  account: (account: Address) =>
    publicClient.readContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'accountState',
      args: [account],
    }),
  tokensOf: (account: Address) =>
    publicClient.readContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'tokensOfOwner',
      args: [account],
    }),
};

function simulateMint(account: Address, quantity: bigint, value = TEST_BEAR.price * quantity) {
  return publicClient.simulateContract({
    account,
    address: bear,
    abi: bearNftAbi,
    functionName: 'mint',
    args: [quantity],
    value,
  });
}

function decodeDataUri(uri: string, prefix: string): string {
  expect(uri.startsWith(prefix)).toBe(true);
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8');
}

describe('BearNft public sale', () => {
  it('behavior: mint with the exact price gives the caller consecutive ids and emits one BearsMinted', async () => {
    await mintBears(bear, bob, 2n);
    const receipt = await mintBears(bear, alice, 3n);

    expect(await read.tokensOf(alice)).toEqual([3n, 4n, 5n]);
    expect(await read.tokensOf(bob)).toEqual([1n, 2n]);
    const events = parseEventLogs({
      abi: bearNftAbi,
      logs: receipt.logs,
      eventName: 'BearsMinted',
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.args).toEqual({ minter: alice, firstTokenId: 3n, quantity: 3n });
    expect(await publicClient.getBalance({ address: bear })).toBe(TEST_BEAR.price * 5n);
  });

  it('behavior: collectionState and accountState give the whole picture in one read each', async () => {
    await mintBears(bear, alice, 2n);

    expect(await read.collection()).toEqual({
      maxSupply: TEST_BEAR.maxSupply,
      totalMinted: 2n,
      price: TEST_BEAR.price,
      walletLimit: TEST_BEAR.walletLimit,
      saleActive: true,
      saleStartsAt: 0n,
      allowlistActive: false,
      allowlistRoot: `0x${'0'.repeat(64)}`,
      allowlistPrice: 0n,
      allowlistWalletLimit: 0n,
    });
    expect(await read.account(alice)).toEqual({ minted: 2n, allowlistMinted: 0n, balance: 2n });
    expect(await read.account(bob)).toEqual({ minted: 0n, allowlistMinted: 0n, balance: 0n });
  });

  it('behavior: gas of a first mint(1) and mint(5) stays within budget, linear in the quantity', async () => {
    const one = await mintBears(bear, alice, 1n);
    const five = await mintBears(bear, bob, 5n);
    console.log(`gas used: mint(1) ${one.gasUsed}, mint(5) ${five.gasUsed}`);
    // Enumerable storage costs about five fresh slots per bear; these bounds catch regressions.
    expect(one.gasUsed).toBeLessThan(220_000n);
    expect(five.gasUsed).toBeLessThan(710_000n);
    expect((five.gasUsed - one.gasUsed) / 4n).toBeLessThan(120_000n);
  });

  it('behavior: the wallet limit counts mints, so giving bears away does not free it', async () => {
    await mintBears(bear, alice, TEST_BEAR.walletLimit);
    await waitForSuccess(
      await walletFor(alice).writeContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'transferFrom',
        args: [alice, bob, 1n],
      }),
    );

    expect(await read.account(alice)).toEqual({ minted: 5n, allowlistMinted: 0n, balance: 4n });
    await expectRevert(simulateMint(alice, 1n), 'ExceedsWalletLimit', [0n]);
  });

  it('behavior: a sale with a start time refuses mints before it and opens exactly at it', async () => {
    const block = await publicClient.getBlock();
    const startsAt = block.timestamp + 3_600n;
    await waitForSuccess(
      await walletFor(owner).writeContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'setSaleStart',
        args: [startsAt],
      }),
    );
    await expectRevert(simulateMint(alice, 1n), 'SaleNotStarted', [startsAt]);

    await testClient.setNextBlockTimestamp({ timestamp: startsAt });
    const hash = await walletFor(alice).writeContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'mint',
      args: [1n],
      value: TEST_BEAR.price,
      gas: 300_000n,
    });
    const receipt = await waitForSuccess(hash);
    expect((await publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp).toBe(
      startsAt,
    );
    expect(await read.tokensOf(alice)).toEqual([1n]);
  });
});

describe('BearNft refusals', () => {
  it('behavior: a mint of zero bears is refused with ZeroQuantity', async () => {
    await expectRevert(simulateMint(alice, 0n), 'ZeroQuantity', []);
  });

  it('behavior: with the sale switched off, mint is refused with SaleNotActive', async () => {
    await waitForSuccess(
      await walletFor(owner).writeContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'setSaleActive',
        args: [false],
      }),
    );
    await expectRevert(simulateMint(alice, 1n), 'SaleNotActive', []);
    expect((await read.collection()).price).toBe(TEST_BEAR.price);
  });

  it('behavior: beyond the remaining supply a mint is refused, and SoldOut once none are left', async () => {
    const small = await deployBear(owner, { maxSupply: 3n });
    await mintBears(small, bob, 2n);
    const attempt = (quantity: bigint) =>
      publicClient.simulateContract({
        account: alice,
        address: small,
        abi: bearNftAbi,
        functionName: 'mint',
        args: [quantity],
        value: TEST_BEAR.price * quantity,
      });
    await expectRevert(attempt(2n), 'ExceedsRemainingSupply', [1n]);

    await mintBears(small, alice, 1n);
    await expectRevert(attempt(1n), 'SoldOut', []);
  });

  it('behavior: over the wallet limit a mint is refused with the count still allowed', async () => {
    await mintBears(bear, alice, 4n);
    await expectRevert(simulateMint(alice, 2n), 'ExceedsWalletLimit', [1n]);
    await expectRevert(simulateMint(bob, 6n), 'ExceedsWalletLimit', [5n]);
  });

  it('behavior: paying less or more than the exact price is refused with WrongPayment', async () => {
    const expected = TEST_BEAR.price * 2n;
    await expectRevert(simulateMint(alice, 2n, expected - 1n), 'WrongPayment', [
      expected,
      expected - 1n,
    ]);
    await expectRevert(simulateMint(alice, 2n, expected + 1n), 'WrongPayment', [
      expected,
      expected + 1n,
    ]);
  });

  it('behavior: owner actions by anyone else are refused with OwnableUnauthorizedAccount', async () => {
    await expectRevert(
      publicClient.simulateContract({
        account: alice,
        address: bear,
        abi: bearNftAbi,
        functionName: 'withdraw',
        args: [alice],
      }),
      'OwnableUnauthorizedAccount',
      [alice],
    );
    await expectRevert(
      publicClient.simulateContract({
        account: alice,
        address: bear,
        abi: bearNftAbi,
        functionName: 'setSaleActive',
        args: [false],
      }),
      'OwnableUnauthorizedAccount',
      [alice],
    );
  });

  it('behavior: a zero maximum supply is refused at deployment with InvalidMaxSupply', async () => {
    const data = encodeDeployData({
      abi: bearNftAbi,
      bytecode: bearNftBytecode,
      args: ['Bear', 'BEAR', owner, 0n, TEST_BEAR.price, 1n, true, 0n],
    });
    expect(await deploymentRefusal(bearNftAbi, owner, data)).toBe('InvalidMaxSupply');
  });
});

describe('BearNft withdraw', () => {
  it('behavior: the owner withdraws the whole balance to a recipient', async () => {
    await mintBears(bear, alice, 3n);
    const recipient = await devAccount(9);
    const before = await publicClient.getBalance({ address: recipient });

    const receipt = await waitForSuccess(
      await walletFor(owner).writeContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'withdraw',
        args: [recipient],
      }),
    );

    expect(await publicClient.getBalance({ address: recipient })).toBe(
      before + TEST_BEAR.price * 3n,
    );
    expect(await publicClient.getBalance({ address: bear })).toBe(0n);
    const [withdrawn] = parseEventLogs({
      abi: bearNftAbi,
      logs: receipt.logs,
      eventName: 'Withdrawn',
    });
    expect(withdrawn?.args).toEqual({ to: recipient, amount: TEST_BEAR.price * 3n });
  });

  it('behavior: a recipient that refuses the coins makes withdraw fail with WithdrawFailed', async () => {
    await mintBears(bear, alice, 1n);
    const refusing = await deployReentrantMinter();
    await expectRevert(
      publicClient.simulateContract({
        account: owner,
        address: bear,
        abi: bearNftAbi,
        functionName: 'withdraw',
        args: [refusing],
      }),
      'WithdrawFailed',
      [],
    );
    await expectRevert(
      publicClient.simulateContract({
        account: owner,
        address: bear,
        abi: bearNftAbi,
        functionName: 'withdraw',
        args: [zeroAddress],
      }),
      'InvalidRecipient',
      [],
    );
  });
});

async function deployReentrantMinter(): Promise<Address> {
  const hash = await walletFor(owner).deployContract({
    abi: reentrantMinterAbi,
    bytecode: reentrantMinterBytecode,
    args: [bear],
  });
  const receipt = await waitForSuccess(hash);
  return receipt.contractAddress!;
}

describe('BearNft reentrancy', () => {
  const errorsAbi = [...reentrantMinterAbi, ...bearNftAbi];
  const funds = parseEther('1');

  it('behavior: a receiver minting again from onERC721Received makes the whole mint fail', async () => {
    const attacker = await deployReentrantMinter();
    await expectRevert(
      publicClient.simulateContract({
        account: alice,
        address: attacker,
        abi: errorsAbi,
        functionName: 'attack',
        args: [1n, false],
        value: funds,
      }),
      'ReentrancyGuardReentrantCall',
      [],
    );
  });

  it('behavior: a re-entry swallowed by the receiver mints nothing more than was paid for', async () => {
    const attacker = await deployReentrantMinter();
    await waitForSuccess(
      await walletFor(alice).writeContract({
        address: attacker,
        abi: reentrantMinterAbi,
        functionName: 'attack',
        args: [2n, true],
        value: funds,
      }),
    );

    const readAttacker = <F extends 'reentered' | 'reentrySucceeded' | 'reentryError'>(
      functionName: F,
    ) => publicClient.readContract({ address: attacker, abi: reentrantMinterAbi, functionName });
    expect(await readAttacker('reentered')).toBe(true);
    expect(await readAttacker('reentrySucceeded')).toBe(false);
    const reason = await readAttacker('reentryError');
    expect(decodeErrorResult({ abi: bearNftAbi, data: reason }).errorName).toBe(
      'ReentrancyGuardReentrantCall',
    );
    expect(await read.tokensOf(attacker)).toEqual([1n, 2n]);
    expect(await read.account(attacker)).toEqual({ minted: 2n, allowlistMinted: 0n, balance: 2n });
    expect((await read.collection()).totalMinted).toBe(2n);
    expect(await publicClient.getBalance({ address: bear })).toBe(TEST_BEAR.price * 2n);
  });
});

describe('BearNft metadata', () => {
  interface Metadata {
    name: string;
    description: string;
    image: string;
    attributes: { trait_type: string; value: string | number }[];
  }

  async function metadataOf(tokenId: bigint): Promise<Metadata> {
    const uri = await publicClient.readContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'tokenURI',
      args: [tokenId],
    });
    return JSON.parse(decodeDataUri(uri, 'data:application/json;base64,')) as Metadata;
  }

  it('behavior: tokenURI decodes to JSON with the name, traits and an SVG bear', async () => {
    await mintBears(bear, alice, 5n);
    const metadata = await metadataOf(1n);

    expect(metadata.name).toBe('Bear #1');
    expect(metadata.attributes.map((attribute) => attribute.trait_type)).toEqual([
      'Fur',
      'Eyes',
      'Mouth',
      'Accessory',
      'Background hue',
    ]);
    const svg = decodeDataUri(metadata.image, 'data:image/svg+xml;base64,');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 240 240"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    const bearSvg = await publicClient.readContract({
      address: bear,
      abi: bearNftAbi,
      functionName: 'bearSvg',
      args: [1n],
    });
    expect(bearSvg).toBe(svg);

    const images = await Promise.all(
      [2n, 3n, 4n, 5n].map(async (id) => (await metadataOf(id)).image),
    );
    expect(new Set([metadata.image, ...images]).size).toBe(5);
  });

  it('behavior: tokenURI of an id not minted is refused with ERC721NonexistentToken', async () => {
    await expectRevert(
      publicClient.readContract({
        address: bear,
        abi: bearNftAbi,
        functionName: 'tokenURI',
        args: [7n],
      }),
      'ERC721NonexistentToken',
      [7n],
    );
  });
});
