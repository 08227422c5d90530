import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ADDRESSES, contractTableFromDeployments } from '@/config/contracts';
import { readDeploymentRecord } from '@/config/deploymentRecords';

/** vitest runs from the project root. */
const DEPLOYMENTS_DIR = join(process.cwd(), 'deployments');
const BEAR = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('contract table from deployments/*.json', () => {
  it('behavior: every committed deployment record reaches the hub with its addresses', () => {
    const files = readdirSync(DEPLOYMENTS_DIR).filter((name) => /^\d+\.json$/.test(name));
    expect(files).toContain('31337.json');
    for (const name of files) {
      const record = JSON.parse(readFileSync(join(DEPLOYMENTS_DIR, name), 'utf8')) as {
        chainId: number;
        contracts: Record<string, { address?: string }>;
      };
      expect(Number(name.replace('.json', ''))).toBe(record.chainId);
      for (const [contract, entry] of Object.entries(record.contracts)) {
        if (entry.address) {
          expect(CONTRACT_ADDRESSES[record.chainId]).toHaveProperty(contract, entry.address);
        }
      }
    }
  });

  it('behavior: a new chain needs only its record file', () => {
    const table = contractTableFromDeployments({
      '/deployments/31337.json': { bearNft: { address: BEAR } },
      '/deployments/11155111.json': {
        bearNft: { address: BEAR, transactionHash: '0x01' },
        bearStaking: { address: BEAR },
      },
    });
    expect(
      Object.keys(table)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([31337, 11155111]);
    expect(table[11155111]).toEqual({ bearNft: BEAR, bearStaking: BEAR });
  });

  it('behavior: a step sent but not mined yet (no address) gives no address', () => {
    const contracts = { bearNft: { address: BEAR }, bearToken: { transactionHash: '0x02' } };
    expect(readDeploymentRecord('/deployments/10.json', { chainId: 10, contracts })).toEqual({
      chainId: 10,
      addresses: { bearNft: BEAR },
    });
    expect(contractTableFromDeployments({ '/deployments/10.json': contracts })).toEqual({
      10: { bearNft: BEAR },
    });
  });

  it('behavior: a malformed record stops the build naming the file and the field', () => {
    expect(() =>
      readDeploymentRecord('/deployments/10.json', {
        chainId: 10,
        contracts: { bearToken: { address: '0x1234' } },
      }),
    ).toThrow(
      '/deployments/10.json: contracts.bearToken.address must be a 0x-prefixed 20-byte hex address',
    );
    expect(() => readDeploymentRecord('/deployments/sepolia.json', {})).toThrow(
      '/deployments/sepolia.json: the file name must be <chainId>.json',
    );
    expect(() =>
      readDeploymentRecord('/deployments/10.json', { chainId: 1, contracts: {} }),
    ).toThrow('/deployments/10.json: chainId is 1 but the file is named for chain 10');
    expect(() =>
      readDeploymentRecord('/deployments/10.json', { chainId: 10, contracts: [] }),
    ).toThrow('/deployments/10.json: contracts must be an object');
  });

  it("behavior: every committed record passes the build's check", () => {
    for (const name of readdirSync(DEPLOYMENTS_DIR).filter((file) => /^\d+\.json$/.test(file))) {
      const record: unknown = JSON.parse(readFileSync(join(DEPLOYMENTS_DIR, name), 'utf8'));
      expect(() => readDeploymentRecord(`deployments/${name}`, record)).not.toThrow();
    }
  });
});
