// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
 * The hosting plugin's configuration checks, which run when Vite resolves a build's
 * configuration (before anything is bundled), for a production build with this test's env
 * folder. In a process of its own: Vite's bundler refuses the regular expressions of a test's
 * VM context.
 */
const CHECK_SCRIPT = `
  import { createLogger, resolveConfig } from 'vite';
  import { hostingPlugin } from './scripts/build/hostingPlugin.mjs';
  const warnings = [];
  const customLogger = { ...createLogger('warn'), warn: (message) => warnings.push(message) };
  try {
    await resolveConfig(
      { root: process.cwd(), configFile: false, envDir: process.env.TEST_ENV_DIR, mode: 'production', plugins: [hostingPlugin()], customLogger },
      'build',
    );
    console.log(JSON.stringify({ warnings }));
  } catch (error) {
    console.log(JSON.stringify({ error: error.message, warnings }));
  }`;

/** Only the env files and variables of each test: nothing from the shell running the tests. */
function inheritedEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITE_') && !key.startsWith('BEAR_') && key !== 'NODE_ENV',
    ),
  );
}

/** What the build would say: the error it stops with, if any, and its warnings. */
async function checkBuild(
  environment: Record<string, string> = {},
): Promise<{ error?: string; warnings: string[] }> {
  const inherited = inheritedEnvironment();
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
      expect(warnings).toContainEqual(
        expect.stringMatching(/^\[bear-hub:hosting\] rehearsal build .*do not host it$/),
      );
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
      expect(warnings.filter((warning) => warning.includes('rehearsal'))).toEqual([]);
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    'behavior: `vite build` stops before bundling and prints the refusal itself',
    async () => {
      // Inside the project (gitignored .cache/), in case the build went on to write anything.
      mkdirSync(join(PROJECT_ROOT, '.cache'), { recursive: true });
      const outDir = mkdtempSync(join(PROJECT_ROOT, '.cache', 'local-settings-test-'));
      try {
        const build = await new Promise<{ code: number | null; output: string }>((done) => {
          execFile(
            process.execPath,
            ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--logLevel', 'warn'],
            {
              cwd: PROJECT_ROOT,
              env: { ...inheritedEnvironment(), VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545' },
            },
            (error, stdout, stderr) =>
              done({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
          );
        });
        expect(build.code).toBe(1);
        expect(build.output).toContain(
          'VITE_LOCAL_RPC_URL = http://127.0.0.1:8545 (from the environment)',
        );
        expect(build.output).not.toContain('ENOENT');
      } finally {
        rmSync(outDir, { recursive: true, force: true });
        rmSync(`${outDir}.nginx.conf`, { force: true });
      }
    },
    CHECK_TIMEOUT_MS,
  );
});
