// The parameters of a public deployment (`deployments/config/<chainId>.json`), checked before
// anything is sent. Every problem is reported at once, one line per field, so a config can be
// fixed in one pass. Amounts are decimal strings in whole units (18 decimals), never floats.
import { getAddress, isAddress, parseEther, zeroAddress } from 'viem';

/** Tiers of BearStaking (flexible, 7, 15, 30, 365 days) and its APR ceiling (500 %). */
export const TIER_COUNT = 5;
export const MAX_APR_BPS = 50_000;
const MAX_UINT64 = 2n ** 64n - 1n;
const DECIMAL_PATTERN = /^(0|[1-9]\d*)(\.\d{1,18})?$/;
const INTEGER_PATTERN = /^(0|[1-9]\d*)$/;

/** The fields a config may have; anything else is reported (a typo must not pass silently). */
const SHAPE = {
  $comment: null,
  chainId: null,
  owner: null,
  bear: ['name', 'symbol', 'maxSupply', 'price', 'walletLimit', 'saleActive', 'saleStartsAt'],
  token: ['name', 'symbol', 'supply'],
  staking: ['tierAprBps', 'rewardPool'],
};

/** The `owner` value that keeps the deploying key as owner (test networks only). */
export const DEPLOYER_AS_OWNER = 'deployer';

export class DeployConfigError extends Error {
  /** @param {string} file @param {string[]} problems */
  constructor(file, problems) {
    super(
      `${file} is not a valid deployment config:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'DeployConfigError';
    this.problems = problems;
  }
}

/**
 * Validates a parsed config against the target chain and returns the constructor parameters.
 *
 * @param {unknown} raw the parsed JSON
 * @param {{ file: string, chainId: number, deployer: `0x${string}`, testnet?: boolean }} context
 *   `testnet`: the chain is a test network (viem's `testnet` flag), where `"owner": "deployer"` is allowed
 */
export function validateDeployConfig(raw, { file, chainId, deployer, testnet = false }) {
  const problems = [];
  const problem = (field, message) => problems.push(`${field}: ${message}`);

  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new DeployConfigError(file, ['the file must hold a JSON object']);
  }
  for (const key of Object.keys(raw)) {
    if (!(key in SHAPE)) problem(key, 'unknown field');
  }
  const section = (name) => {
    const value = raw[name];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problem(name, 'must be an object');
      return {};
    }
    for (const key of Object.keys(value)) {
      if (!SHAPE[name].includes(key)) problem(`${name}.${key}`, 'unknown field');
    }
    return value;
  };

  const text = (field, value, maxLength) => {
    if (typeof value !== 'string' || value.trim() === '') {
      problem(field, 'must be a non-empty string');
    } else if (value !== value.trim()) {
      problem(field, 'must not start or end with spaces');
    } else if (value.length > maxLength) {
      problem(field, `must be at most ${maxLength} characters`);
    }
    return typeof value === 'string' ? value : '';
  };
  /** A whole number given as a JSON number or a decimal string, within [min, max]. */
  const integer = (field, value, min, max) => {
    const string = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof string !== 'string' || !INTEGER_PATTERN.test(string)) {
      problem(field, 'must be a whole number (a JSON number or a string of digits)');
      return 0n;
    }
    const parsed = BigInt(string);
    if (parsed < min) problem(field, `must be at least ${min}`);
    else if (max !== undefined && parsed > max) problem(field, `must be at most ${max}`);
    return parsed;
  };
  /** An amount in whole units with up to 18 decimals, as a string (floats lose precision). */
  const amount = (field, value, { positive }) => {
    if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value)) {
      problem(field, 'must be a decimal string such as "0.01" (at most 18 decimals)');
      return 0n;
    }
    const parsed = parseEther(value);
    if (positive && parsed === 0n) problem(field, 'must be greater than 0');
    return parsed;
  };

  if (raw.chainId !== chainId) {
    problem('chainId', `is ${JSON.stringify(raw.chainId)} but the RPC serves chain ${chainId}`);
  }

  // The final owner (e.g. a Safe), a required setting: a config that names none would leave
  // the contracts to the deploying key, a hot key on the machine that ran the deploy. The
  // deployer owns the contracts first and hands them over in two steps, so a wrong address
  // here can never take them: it would have to accept. "deployer" keeps the deploying key as
  // owner, knowingly, and only on a test network.
  let owner = deployer;
  if (raw.owner === undefined || raw.owner === null || raw.owner === '') {
    problem(
      'owner',
      'is required: the address that will own the contracts (e.g. a Safe)' +
        (testnet ? ', or "deployer" to keep the deploying key as owner on this test network' : ''),
    );
  } else if (raw.owner === DEPLOYER_AS_OWNER) {
    if (!testnet) {
      problem(
        'owner',
        `"deployer" is refused on a chain that is not a test network: name the address that will own the contracts (e.g. a Safe), not the deploying key`,
      );
    }
  } else if (typeof raw.owner !== 'string' || !isAddress(raw.owner, { strict: false })) {
    problem('owner', `must be a 0x-prefixed 20-byte address${testnet ? ' or "deployer"' : ''}`);
  } else if (getAddress(raw.owner) === zeroAddress) {
    problem('owner', 'must not be the zero address');
  } else if (raw.owner !== raw.owner.toLowerCase() && !isAddress(raw.owner)) {
    problem('owner', 'has a wrong checksum (mixed case that does not match the address)');
  } else if (getAddress(raw.owner) === getAddress(deployer) && !testnet) {
    problem(
      'owner',
      'is the deploying key: on a chain that is not a test network name another owner (e.g. a Safe)',
    );
  } else {
    owner = getAddress(raw.owner);
  }

  const bearRaw = section('bear');
  const maxSupply = integer('bear.maxSupply', bearRaw.maxSupply, 1n);
  const walletLimit = integer('bear.walletLimit', bearRaw.walletLimit, 1n);
  if (maxSupply > 0n && walletLimit > maxSupply) {
    problem('bear.walletLimit', `must not exceed bear.maxSupply (${maxSupply})`);
  }
  if (typeof bearRaw.saleActive !== 'boolean') problem('bear.saleActive', 'must be true or false');
  const bear = {
    name: text('bear.name', bearRaw.name, 64),
    symbol: text('bear.symbol', bearRaw.symbol, 16),
    maxSupply,
    price: amount('bear.price', bearRaw.price, { positive: false }),
    walletLimit,
    saleActive: bearRaw.saleActive === true,
    saleStartsAt: saleStart(bearRaw.saleStartsAt, problem),
  };

  const tokenRaw = section('token');
  const token = {
    name: text('token.name', tokenRaw.name, 64),
    symbol: text('token.symbol', tokenRaw.symbol, 16),
    supply: amount('token.supply', tokenRaw.supply, { positive: true }),
  };

  const stakingRaw = section('staking');
  const tierAprBps = [];
  if (!Array.isArray(stakingRaw.tierAprBps) || stakingRaw.tierAprBps.length !== TIER_COUNT) {
    problem(
      'staking.tierAprBps',
      `must list ${TIER_COUNT} APRs in basis points (flexible, 7, 15, 30, 365 days)`,
    );
  } else {
    stakingRaw.tierAprBps.forEach((value, tier) => {
      if (!Number.isSafeInteger(value) || value < 0 || value > MAX_APR_BPS) {
        problem(`staking.tierAprBps[${tier}]`, `must be a whole number from 0 to ${MAX_APR_BPS}`);
      }
      tierAprBps.push(Number(value));
    });
  }
  const rewardPool = amount('staking.rewardPool', stakingRaw.rewardPool, { positive: false });
  if (token.supply > 0n && rewardPool > token.supply) {
    problem('staking.rewardPool', 'must not exceed token.supply (the deployer funds it)');
  }

  if (problems.length > 0) throw new DeployConfigError(file, problems);
  return { chainId, owner, bear, token, staking: { tierAprBps, rewardPool } };
}

/** `0`, unix seconds, or an ISO 8601 date with a time zone (`2026-12-01T18:00:00Z`). */
function saleStart(value, problem) {
  const field = 'bear.saleStartsAt';
  if (typeof value === 'number' || (typeof value === 'string' && INTEGER_PATTERN.test(value))) {
    const seconds = BigInt(value);
    if (typeof value === 'number' && !Number.isSafeInteger(value)) {
      problem(field, 'must be a whole number of seconds');
      return 0n;
    }
    if (seconds < 0n || seconds > MAX_UINT64) problem(field, 'is out of range');
    return seconds;
  }
  if (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  ) {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return BigInt(Math.floor(ms / 1000));
  }
  problem(field, 'must be 0, unix seconds, or an ISO 8601 date with a time zone');
  return 0n;
}
