import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { DeployConfigError, validateDeployConfig } from '../../scripts/contracts/deployConfig.mjs';
import {
  decryptKeystore,
  encryptKeystore,
  KeystoreError,
} from '../../scripts/contracts/keystore.mjs';
import {
  deployPublic,
  parseArguments,
  resolveAccount,
  resolveChain,
} from '../../scripts/contracts/deployPublic.mjs';
import { RPC_URL } from './support/chain';

// The checks `npm run deploy` makes before anything is sent: the parameters file, the key,
// the command line. Pure functions, except the last test (which talks to the test anvil).

const CONFIG_DIR = fileURLToPath(new URL('../../deployments/config/', import.meta.url));
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** anvil's dev account #5: the Safe a config names as the final owner. */
const FINAL_OWNER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const context = {
  file: 'deployments/config/11155111.json',
  chainId: 11155111,
  deployer: DEPLOYER,
  testnet: true,
} as const;

const validConfig = () => ({
  chainId: 11155111,
  owner: FINAL_OWNER as string,
  bear: {
    name: 'Bear',
    symbol: 'BEAR',
    maxSupply: 1000,
    price: '0.01',
    walletLimit: 5,
    saleActive: true,
    saleStartsAt: '2026-12-01T18:00:00Z',
  },
  token: { name: 'Bear Hub Token', symbol: 'BHT', supply: '100000000' },
  staking: { tierAprBps: [300, 600, 900, 1200, 2500], rewardPool: '1000000' },
});

/** The problems a config is refused with (fails the test if it is accepted). */
function problemsOf(config: unknown, on: { testnet: boolean } = context): string[] {
  try {
    validateDeployConfig(config, { ...context, ...on });
  } catch (error) {
    expect(error).toBeInstanceOf(DeployConfigError);
    return (error as DeployConfigError).problems;
  }
  throw new Error('the config was accepted');
}

describe('deployment config (scripts/contracts/deployConfig.mjs)', () => {
  it('behavior: every committed config is valid for its chain', () => {
    const files = readdirSync(CONFIG_DIR).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const raw = JSON.parse(readFileSync(`${CONFIG_DIR}${name}`, 'utf8')) as { chainId: number };
      expect(Number(name.replace('.json', ''))).toBe(raw.chainId);
      const testnet = resolveChain(String(raw.chainId)).testnet === true;
      expect(() =>
        validateDeployConfig(raw, {
          file: name,
          chainId: raw.chainId,
          deployer: DEPLOYER,
          testnet,
        }),
      ).not.toThrow();
    }
  });

  it('behavior: a valid config becomes the constructor parameters (exact units, its owner)', () => {
    const params = validateDeployConfig(validConfig(), context);
    expect(params.owner).toBe(FINAL_OWNER);
    expect(params.bear.price).toBe(parseEther('0.01'));
    expect(params.bear.maxSupply).toBe(1000n);
    expect(params.bear.saleStartsAt).toBe(BigInt(Date.UTC(2026, 11, 1, 18) / 1000));
    expect(params.token.supply).toBe(parseEther('100000000'));
    expect(params.staking).toEqual({
      tierAprBps: [300, 600, 900, 1200, 2500],
      rewardPool: parseEther('1000000'),
    });
  });

  it('behavior: each bad field is reported on its own line, all at once', () => {
    const config = validConfig();
    config.bear.maxSupply = 0;
    config.bear.price = 0.01 as unknown as string;
    config.bear.name = ' Bear';
    config.token.supply = '0';
    config.staking.tierAprBps = [300, 600, 900, 1200, 60000];
    expect(problemsOf(config)).toEqual([
      'bear.maxSupply: must be at least 1',
      'bear.name: must not start or end with spaces',
      'bear.price: must be a decimal string such as "0.01" (at most 18 decimals)',
      'token.supply: must be greater than 0',
      'staking.tierAprBps[4]: must be a whole number from 0 to 50000',
    ]);
  });

  it('behavior: a config for another chain is refused before anything is sent', () => {
    expect(problemsOf({ ...validConfig(), chainId: 1 })).toEqual([
      'chainId: is 1 but the RPC serves chain 11155111',
    ]);
  });

  it('behavior: limits that contradict each other are refused', () => {
    const config = validConfig();
    config.bear.walletLimit = 2000;
    config.staking.rewardPool = '200000000';
    expect(problemsOf(config)).toEqual([
      'bear.walletLimit: must not exceed bear.maxSupply (1000)',
      'staking.rewardPool: must not exceed token.supply (the deployer funds it)',
    ]);
  });

  it('behavior: a misspelt or missing field is reported, not ignored', () => {
    const config = validConfig() as Record<string, unknown>;
    config.stakng = {};
    delete config.token;
    (config.bear as Record<string, unknown>).salesActive = true;
    expect(problemsOf(config)).toEqual([
      'stakng: unknown field',
      'bear.salesActive: unknown field',
      'token: must be an object',
      'token.name: must be a non-empty string',
      'token.symbol: must be a non-empty string',
      'token.supply: must be a decimal string such as "0.01" (at most 18 decimals)',
    ]);
  });

  it('behavior: a public chain’s config must name its owner; the deploying key stays owner only when a test network’s config says "deployer"', () => {
    const withoutOwner: Partial<ReturnType<typeof validConfig>> = validConfig();
    delete withoutOwner.owner;
    expect(problemsOf(withoutOwner)).toEqual([
      'owner: is required: the address that will own the contracts (e.g. a Safe), or "deployer" to keep the deploying key as owner on this test network',
    ]);
    expect(problemsOf(withoutOwner, { testnet: false })).toEqual([
      'owner: is required: the address that will own the contracts (e.g. a Safe)',
    ]);
    expect(validateDeployConfig({ ...validConfig(), owner: 'deployer' }, context).owner).toBe(
      DEPLOYER,
    );
    expect(problemsOf({ ...validConfig(), owner: 'deployer' }, { testnet: false })).toEqual([
      'owner: "deployer" is refused on a chain that is not a test network: name the address that will own the contracts (e.g. a Safe), not the deploying key',
    ]);
    expect(problemsOf({ ...validConfig(), owner: DEPLOYER }, { testnet: false })).toEqual([
      'owner: is the deploying key: on a chain that is not a test network name another owner (e.g. a Safe)',
    ]);
    expect(
      validateDeployConfig({ ...validConfig(), owner: FINAL_OWNER }, { ...context, testnet: false })
        .owner,
    ).toBe(FINAL_OWNER);
  });

  it('behavior: the owner must be a real address with a correct checksum', () => {
    expect(problemsOf({ ...validConfig(), owner: '0x1234' })).toEqual([
      'owner: must be a 0x-prefixed 20-byte address or "deployer"',
    ]);
    expect(
      problemsOf({ ...validConfig(), owner: '0x0000000000000000000000000000000000000000' }),
    ).toEqual(['owner: must not be the zero address']);
    expect(
      problemsOf({ ...validConfig(), owner: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).toEqual(['owner: has a wrong checksum (mixed case that does not match the address)']);
    expect(
      problemsOf({ ...validConfig(), bear: { ...validConfig().bear, saleStartsAt: 'soon' } }),
    ).toEqual(['bear.saleStartsAt: must be 0, unix seconds, or an ISO 8601 date with a time zone']);
  });
});

describe('deployer key and command line (scripts/contracts/deployPublic.mjs)', () => {
  it('behavior: without a key the error names both ways to give one', async () => {
    await expect(resolveAccount({ env: {} })).rejects.toThrow(
      /no deployer key: set DEPLOYER_PRIVATE_KEY, or give an encrypted keystore with --keystore FILE/,
    );
    await expect(
      resolveAccount({ env: { DEPLOYER_PRIVATE_KEY: KEY, DEPLOYER_KEYSTORE: 'a.json' } }),
    ).rejects.toThrow('both DEPLOYER_PRIVATE_KEY and a keystore are set: keep only one');
    await expect(resolveAccount({ env: { DEPLOYER_PRIVATE_KEY: '0x1234' } })).rejects.toThrow(
      'DEPLOYER_PRIVATE_KEY is not a 32-byte hex private key',
    );
  });

  it('behavior: an encrypted keystore gives the key back only with its password', () => {
    const file = encryptKeystore(KEY, 'pass phrase', { n: 1024 });
    expect(file).not.toContain(KEY.slice(2));
    expect(decryptKeystore(file, 'pass phrase')).toBe(KEY);
    expect(() => decryptKeystore(file, 'wrong')).toThrow(
      'wrong keystore password (or a damaged keystore file)',
    );
  });

  it('behavior: a damaged keystore is refused with a clear sentence, not a crypto stack trace (RangeError: Invalid scrypt params)', async () => {
    const good = JSON.parse(encryptKeystore(KEY, 'pass phrase', { n: 1024 })) as {
      crypto: Record<string, unknown> & { kdfparams: Record<string, unknown> };
    };
    const damage = (change: (file: typeof good) => void) => {
      const copy = structuredClone(good);
      change(copy);
      return JSON.stringify(copy);
    };
    const damagedFiles = [
      damage((file) => (file.crypto.kdfparams.n = 1000)), // not a power of two
      damage((file) => (file.crypto.kdfparams.n = 0)),
      damage((file) => (file.crypto.kdfparams.r = 'eight')),
      damage((file) => (file.crypto.kdfparams.dklen = 8)),
      damage((file) => delete file.crypto.ciphertext),
      damage((file) => (file.crypto.cipherparams = { iv: 'zz' })),
      damage((file) => (file.crypto.mac = '')),
    ];
    for (const file of damagedFiles) {
      expect(() => decryptKeystore(file, 'pass phrase')).toThrow(KeystoreError);
      expect(() => decryptKeystore(file, 'pass phrase')).toThrow(/^the keystore file is damaged: /);
    }
    // Through the deploy command: one line naming the problem.
    const dir = mkdtempSync(join(tmpdir(), 'keystore-'));
    try {
      const path = join(dir, 'deployer.keystore.json');
      writeFileSync(path, damagedFiles[0]!);
      await expect(
        resolveAccount({
          env: { DEPLOYER_KEYSTORE: path, DEPLOYER_KEYSTORE_PASSWORD: 'pass phrase' },
        }),
      ).rejects.toThrow(/^the keystore file is damaged: its scrypt parameters are not valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('behavior: a key on the command line is refused (it would land in shell history)', () => {
    expect(() => parseArguments(['--chain', 'sepolia', '--private-key', KEY])).toThrow(
      /use DEPLOYER_PRIVATE_KEY or --keystore/,
    );
    expect(parseArguments(['--chain=sepolia', '--rpc', 'http://x', '--dry-run'])).toMatchObject({
      chain: 'sepolia',
      rpcUrl: 'http://x',
      dryRun: true,
      yes: false,
    });
  });

  it('behavior: --chain takes a name or an id', () => {
    expect(resolveChain('sepolia').id).toBe(11155111);
    expect(resolveChain('Ethereum').id).toBe(1);
    expect(resolveChain('137').name).toBe('Polygon');
    expect(() => resolveChain('atlantis')).toThrow(
      'unknown chain "atlantis": give its chain id instead',
    );
  });

  it('behavior: the production path refuses the local chain (its demo state comes from deployLocal)', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    await expect(
      deployPublic({
        rpcUrl: RPC_URL,
        chain: 31337,
        account: privateKeyToAccount(KEY),
        dryRun: true,
      }),
    ).rejects.toThrow(/chain 31337 is the local chain/);
  });

  it('behavior: an RPC serving another chain than --chain is refused', async () => {
    const { privateKeyToAccount } = await import('viem/accounts');
    await expect(
      deployPublic({
        rpcUrl: RPC_URL,
        chain: 'sepolia',
        account: privateKeyToAccount(KEY),
        dryRun: true,
      }),
    ).rejects.toThrow(
      `${RPC_URL} serves chain 31337, not Sepolia (11155111): check the RPC URL and --chain`,
    );
  });
});
