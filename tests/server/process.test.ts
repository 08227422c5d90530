import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { stopChild } from '../../scripts/chain/processes.mjs';
import { findFreePort } from '../../scripts/chain/hub.mjs';

const ENTRY = ['--import', 'tsx', 'server/main.ts'];
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

describe('the server process (npm run server)', () => {
  it('behavior: in production it refuses to start without a cookie key, naming the variable', () => {
    const result = spawnSync(process.execPath, ENTRY, {
      env: {
        ...baseEnv,
        NODE_ENV: 'production',
        SIWE_HUB_ORIGIN: 'https://hub.bear.example',
        SIWE_CHAINS: '1=https://rpc.example/eth',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SIWE_COOKIE_SECRET is required in production');
  });

  it('behavior: started with REDIS_URL it serves over HTTP from the Redis store and stops on SIGTERM', async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ENTRY, {
      env: {
        ...baseEnv,
        SIWE_PORT: String(port),
        REDIS_URL: inject('redisUrl'),
        SIWE_CHAINS: `31337=${inject('anvilUrl')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 20_000;
      while (
        !output.includes('sign-in server on') &&
        Date.now() < deadline &&
        child.exitCode === null
      )
        await sleep(50);
      expect(output).toContain(`sign-in server on http://127.0.0.1:${port} (store: redis`);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      const nonce = await fetch(`http://127.0.0.1:${port}/nonce`);
      expect(nonce.status).toBe(200);
      expect(nonce.headers.get('x-content-type-options')).toBe('nosniff');
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(0);
    } finally {
      await stopChild(child);
    }
  });
});
