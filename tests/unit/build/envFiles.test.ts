// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../scripts/build/hostingPlugin.mjs';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
/** A whole production build on a busy 2-core machine: half a minute, sometimes much more. */
const BUILD_TIMEOUT_MS = 300_000;

const RPC_URL = 'https://sepolia.rpc.env-file-test.example/v2/KEY';
const SIGN_IN_URL = 'https://auth.env-file-test.example/api';
const SEPOLIA_ID = 11155111;

/** The variables a build would read from the shell: none of them reach the test's build. */
function environmentWithoutBuildSettings(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      // NODE_ENV: vitest sets `test`, which would make Vite build a development bundle.
      ([key]) => !key.startsWith('VITE_') && !key.startsWith('BEAR_') && key !== 'NODE_ENV',
    ),
  );
}

/** `vite build` of the project with the given env folder and output folder; its output. */
function viteBuild(
  envDir: string,
  outDir: string,
): Promise<{ code: number | null; output: string }> {
  const script = `
    import { build } from 'vite';
    await build({
      configFile: 'vite.config.ts',
      envDir: process.env.ENV_FILE_TEST_ENV_DIR,
      logLevel: 'warn',
      build: { outDir: process.env.ENV_FILE_TEST_OUT_DIR, emptyOutDir: true, sourcemap: false },
    });`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: PROJECT_ROOT,
      env: {
        ...environmentWithoutBuildSettings(),
        ENV_FILE_TEST_ENV_DIR: envDir,
        ENV_FILE_TEST_OUT_DIR: outDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

/** The CSP as directive -> values. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('a production build configured only by .env.production.local', () => {
  let scratch: string;
  let outDir: string;
  let build: { code: number | null; output: string };

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'bear-env-files-'));
    const envDir = join(scratch, 'env');
    const deployments = join(scratch, 'deployments');
    // Inside the project (gitignored .cache/): the prerendered pages' server bundle, written
    // into the output folder, imports the project's packages from node_modules/.
    mkdirSync(join(PROJECT_ROOT, '.cache'), { recursive: true });
    outDir = mkdtempSync(join(PROJECT_ROOT, '.cache', 'env-file-test-'));
    mkdirSync(envDir);
    mkdirSync(deployments);
    // The committed local record, moved to Sepolia: the only chain of this build with contracts.
    const record = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'deployments/31337.json'), 'utf8'),
    ) as Record<string, unknown>;
    writeFileSync(
      join(deployments, `${SEPOLIA_ID}.json`),
      JSON.stringify({ ...record, chainId: SEPOLIA_ID, network: 'sepolia' }),
    );
    writeFileSync(
      join(envDir, '.env.production.local'),
      [
        'VITE_ENABLE_TESTNETS=true',
        `VITE_RPC_URLS=${SEPOLIA_ID}=${RPC_URL}`,
        `VITE_SIWE_API_URL=${SIGN_IN_URL}`,
        `BEAR_DEPLOYMENTS_DIR=${deployments}`,
        '',
      ].join('\n'),
    );
    build = await viteBuild(envDir, outDir);
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    // The build also writes its nginx snippet next to the output folder.
    for (const path of [scratch, outDir, `${outDir}.nginx.conf`]) {
      if (path) rmSync(path, { recursive: true, force: true });
    }
  });

  it('behavior: the build succeeds and offers the chain of the deployment record', () => {
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toMatch(/is not offered/);
  });

  it('behavior: _headers lets the page reach the configured RPC and sign-in server', () => {
    const [rule] = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    const connect = directives(rule!.headers['Content-Security-Policy']!)['connect-src']!;
    expect(connect).toContain('https://sepolia.rpc.env-file-test.example');
    expect(connect).toContain('wss://sepolia.rpc.env-file-test.example');
    expect(connect).toContain('https://auth.env-file-test.example');
  });

  it('behavior: the bundle and the prerendered /mint read from that same RPC', () => {
    const assets = join(outDir, 'assets');
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(bundle).toContain(RPC_URL);
    const mint = readFileSync(join(outDir, 'mint/index.html'), 'utf8');
    const prefetch = /data-prefetch="([^"]*)"/.exec(mint)?.[1]?.replace(/&quot;/g, '"');
    expect(prefetch).toContain(RPC_URL);
  });
});
