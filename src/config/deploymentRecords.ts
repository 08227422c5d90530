// Run by the build only. No contracts.ts import: outside the bundle its glob does not resolve.

export const CONTRACT_NAMES = ['bearNft', 'bearToken', 'bearStaking'] as const;
export type ContractName = (typeof CONTRACT_NAMES)[number];
export type ContractAddresses = Partial<Record<ContractName, `0x${string}`>>;

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
const FILE_PATTERN = /(?:^|\/)(\d+)\.json$/;
const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record's chain id (its file name's, equal to its `chainId`) and addresses; throws if bad. */
export function readDeploymentRecord(
  file: string,
  record: unknown,
): { chainId: number; addresses: ContractAddresses } {
  const fail = (field: string, problem: string): never => {
    throw new Error(`${file}: ${field} ${problem}`);
  };
  const chainId = Number(FILE_PATTERN.exec(file)?.[1]);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    fail('the file name', 'must be <chainId>.json');
  }
  if (!isObject(record)) fail('the file', 'must hold a JSON object');
  const { chainId: recordedChainId, contracts } = record as Record<string, unknown>;
  if (recordedChainId !== chainId) {
    fail(
      'chainId',
      `is ${JSON.stringify(recordedChainId)} but the file is named for chain ${chainId}`,
    );
  }
  if (!isObject(contracts)) fail('contracts', 'must be an object');
  const entries = contracts as Partial<Record<ContractName, { address?: unknown }>>;
  const addresses: ContractAddresses = {};
  for (const name of CONTRACT_NAMES) {
    const address = entries[name]?.address;
    // A step sent but not mined yet has no address: nothing to use yet.
    if (address === undefined) continue;
    if (typeof address !== 'string' || !ADDRESS_PATTERN.test(address)) {
      return fail(`contracts.${name}.address`, 'must be a 0x-prefixed 20-byte hex address');
    }
    addresses[name] = address as `0x${string}`;
  }
  return { chainId, addresses };
}
