// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** A Node process that resolves Vite's configuration and loads the hosting module: seconds. */
const CHECK_TIMEOUT_MS = 60_000;

let envDir: string;

beforeEach(() => {
  envDir = mkdtempSync(join(tmpdir(), 'bear-local-settings-'));
});

afterEach(() => {
  rmSync(envDir, { recursive: true, force: true });
});

function writeEnvFile(name: string, lines: string[]) {
  writeFileSync(join(envDir, name), `${lines.join('\n')}\n`);
}

/**
 * The hosting plugin's configuration checks (its `buildStart`) for a production build with
 * this test's env folder, without bundling anything. In a process of its own: Vite's bundler
 * refuses the regular expressions of a test's VM context.
 */
const CHECK_SCRIPT = `
  import { resolveConfig } from 'vite';
  import { hostingPlugin } from './scripts/build/hostingPlugin.mjs';
  const plugin = hostingPlugin();
  const config = await resolveConfig(
    { root: process.cwd(), configFile: false, envDir: process.env.TEST_ENV_DIR, mode: 'production', plugins: [plugin] },
    'build',
  );
  const resolved = config.plugins.find((candidate) => candidate.name === plugin.name);
  const warnings = [];
  const context = { error(message) { throw new Error(message); }, warn(message) { warnings.push(message); } };
  try {
    await resolved.buildStart.call(context);
    console.log(JSON.stringify({ warnings }));
  } catch (error) {
    console.log(JSON.stringify({ error: error.message, warnings }));
  }`;

/** What the build would say: the error it stops with, if any, and its warnings. */
async function checkBuild(
  environment: Record<string, string> = {},
): Promise<{ error?: string; warnings: string[] }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      // Only the env files and variables of each test: nothing from the shell running the tests.
      ([key]) => !key.startsWith('VITE_') && !key.startsWith('BEAR_'),
    ),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', CHECK_SCRIPT],
    { cwd: PROJECT_ROOT, env: { ...inherited, ...environment, TEST_ENV_DIR: envDir } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { error?: string; warnings: string[] };
}

describe('a build refuses local development settings', () => {
  it(
    'behavior: VITE_LOCAL_RPC_URL left in .env.local stops the build, naming the setting, its file and why',
    async () => {
      writeEnvFile('.env.local', ['VITE_LOCAL_RPC_URL=http://127.0.0.1:8545']);
      const { error } = await checkBuild();
      expect(error).toContain(
        'VITE_LOCAL_RPC_URL = http://127.0.0.1:8545 (from ' +
          `${join(envDir, '.env.local')}): adds the Localhost chain (31337) and the Local Dev ` +
          "Wallet, which signs with anvil's publicly known development account",
      );
      expect(error).toContain('BEAR_REHEARSAL=1');
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: a plain http RPC or sign-in URL is refused; only its origin is shown (no key)',
    async () => {
      writeEnvFile('.env.production.local', [
        'VITE_ENABLE_TESTNETS=true',
        'VITE_RPC_URLS=11155111=http://rpc.bear.example/v2/SECRET-KEY',
        'VITE_SIWE_API_URL=http://auth.bear.example',
      ]);
      const { error } = await checkBuild();
      expect(error).toContain(
        'VITE_RPC_URLS (chain 11155111) = http://rpc.bear.example (from ' +
          `${join(envDir, '.env.production.local')}): is unencrypted`,
      );
      expect(error).toContain('VITE_SIWE_API_URL = http://auth.bear.example');
      expect(error).not.toContain('SECRET-KEY');
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: an https RPC on a loopback host is refused too; the process environment is named as the source',
    async () => {
      const { error } = await checkBuild({ VITE_RPC_URLS: '1=https://localhost:8443' });
      expect(error).toContain(
        "VITE_RPC_URLS (chain 1) = https://localhost:8443 (from the environment): points at each visitor's own computer",
      );
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: BEAR_REHEARSAL=1 in the build’s environment allows them, with a warning',
    async () => {
      writeEnvFile('.env.local', ['VITE_LOCAL_RPC_URL=http://127.0.0.1:8545']);
      const { error, warnings } = await checkBuild({ BEAR_REHEARSAL: '1' });
      expect(error).toBeUndefined();
      expect(warnings).toContainEqual(expect.stringMatching(/^rehearsal build .*do not host it$/));
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: BEAR_REHEARSAL in an env file does not count: a leftover file cannot allow them',
    async () => {
      writeEnvFile('.env.local', ['VITE_LOCAL_RPC_URL=http://127.0.0.1:8545', 'BEAR_REHEARSAL=1']);
      expect((await checkBuild()).error).toContain('VITE_LOCAL_RPC_URL');
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: public https settings pass without a warning',
    async () => {
      writeEnvFile('.env.production.local', [
        'VITE_ENABLE_TESTNETS=true',
        'VITE_RPC_URLS=11155111=https://rpc.bear.example/v2/KEY,11155111=wss://rpc.bear.example/ws',
        'VITE_SIWE_API_URL=https://auth.bear.example',
        'VITE_ASSETS_BASE_URL=https://assets.bear.example',
      ]);
      const { error, warnings } = await checkBuild();
      expect(error).toBeUndefined();
      expect(warnings.filter((warning) => warning.startsWith('rehearsal'))).toEqual([]);
    },
    CHECK_TIMEOUT_MS,
  );
});
