#!/usr/bin/env node
// `npm run compile`: compiles every contracts/**/*.sol with the npm `solc` and writes typed
// modules to src/contracts/generated/ (one per contract, `as const` ABIs so viem infers types).
// `--check` compiles in memory and exits 1 when the committed output differs. It first compares
// two digests with those `npm run compile` recorded in generated/compile-digest.json: one of
// everything the output is made from (the sources, the compiler settings, this generator, the
// versions of solc, OpenZeppelin and prettier, the prettier config), one of the output files as
// written. When both match, the committed files are what a compile would produce (solc is
// deterministic) and the compile is skipped; any difference, or no record, compiles as before.
//
// Each contract is emitted from the file that bears its name (contracts/BearNft.sol ->
// BearNft.ts); libraries with only internal functions have nothing to emit. Contracts under
// contracts/test/ are test doubles: they go to generated/test/ and stay out of index.ts.
// artifacts.json repeats the deployable contracts as plain JSON because Node 20 cannot import
// TypeScript: the deploy script reads it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { bearPreviewModule, readBearPreview } from './bearPreview.mjs';

const require = createRequire(import.meta.url);
/** solc (an 8 MB Emscripten build) is loaded only when something is compiled. */
let solcModule;
const loadSolc = () => (solcModule ??= require('solc'));

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACTS_DIR = join(ROOT, 'contracts');
const NODE_MODULES = join(ROOT, 'node_modules');
export const GENERATED_DIR = join(ROOT, 'src/contracts/generated');
const TEST_SUBDIR = 'test';
/** Written by the deploy script, not by the compiler: --check leaves it alone. */
const DEPLOYMENTS_FILE = 'deployments.ts';
/** The digests of the last compile's inputs and outputs (see `--check`). */
const DIGEST_FILE = 'compile-digest.json';
/** Packages whose version shapes the output. */
const OUTPUT_PACKAGES = ['solc', '@openzeppelin/contracts', 'prettier'];
/** Package prefixes an import may name; anything else must be a file under contracts/. */
const IMPORT_PACKAGES = ['@openzeppelin/contracts/'];

const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Cancun is supported by every chain the hub lists; newer opcodes would narrow that.
  evmVersion: 'cancun',
  // No metadata hash: the bytecode (and so the code comparison of the deploy script) does not
  // change when only comments or whitespace do.
  metadata: { appendCBOR: false },
  outputSelection: {
    '*': {
      '*': [
        'abi',
        'evm.bytecode.object',
        'evm.deployedBytecode.object',
        'evm.deployedBytecode.immutableReferences',
      ],
    },
  },
};

function listSolidityFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listSolidityFiles(path);
      return entry.name.endsWith('.sol') ? [path] : [];
    });
}

/** Source unit names are paths relative to the project root, with forward slashes. */
function unitName(path) {
  return relative(ROOT, path).split(sep).join('/');
}

function findImport(path) {
  const allowed = IMPORT_PACKAGES.some((prefix) => path.startsWith(prefix));
  if (!allowed || path.includes('..')) return { error: `import not allowed: ${path}` };
  try {
    return { contents: readFileSync(join(NODE_MODULES, path), 'utf8') };
  } catch {
    return { error: `not found in node_modules: ${path}` };
  }
}

/** Sorts object keys recursively so the output does not depend on the compiler's key order. */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]),
    );
  }
  return value;
}

/**
 * Compiles every contract. Returns the artifacts of the contracts named like their file, sorted
 * by path, and the time it took.
 */
export function compileContracts() {
  const started = performance.now();
  const files = listSolidityFiles(CONTRACTS_DIR);
  const sources = Object.fromEntries(
    files.map((file) => [unitName(file), { content: readFileSync(file, 'utf8') }]),
  );
  const input = { language: 'Solidity', sources, settings: COMPILER_SETTINGS };
  const solc = loadSolc();
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport }));

  const problems = output.errors ?? [];
  // Warnings inside imported packages (e.g. newer compilers deprecating names OpenZeppelin
  // uses) are not ours to fix: count them instead of printing each.
  const isPackageWarning = (problem) =>
    problem.severity !== 'error' &&
    IMPORT_PACKAGES.some((prefix) => problem.sourceLocation?.file?.startsWith(prefix));
  const packageWarnings = problems.filter(isPackageWarning).length;
  for (const problem of problems.filter((candidate) => !isPackageWarning(candidate))) {
    const log = problem.severity === 'error' ? console.error : console.warn;
    log(problem.formattedMessage ?? problem.message);
  }
  if (packageWarnings > 0) console.warn(`${packageWarnings} warnings in imported packages`);
  if (problems.some((problem) => problem.severity === 'error')) {
    throw new Error('Solidity compilation failed');
  }

  const artifacts = [];
  for (const file of files) {
    const source = unitName(file);
    const name = file.slice(file.lastIndexOf(sep) + 1, -'.sol'.length);
    const contract = output.contracts?.[source]?.[name];
    if (!contract || contract.abi.length === 0 || contract.evm.bytecode.object === '') continue;
    const folder = relative(CONTRACTS_DIR, dirname(file)).split(sep).join('/');
    artifacts.push({
      name,
      source,
      folder,
      isTestDouble: folder === TEST_SUBDIR || folder.startsWith(`${TEST_SUBDIR}/`),
      abi: sortKeys(contract.abi),
      bytecode: `0x${contract.evm.bytecode.object}`,
      deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      immutableRanges: immutableRanges(contract.evm.deployedBytecode.immutableReferences),
    });
  }
  return { artifacts, elapsedMs: performance.now() - started, solcVersion: solc.version() };
}

/**
 * The byte ranges [start, length] of the runtime code that the constructor fills with
 * immutables (zeros in `deployedBytecode`), in ascending order. Code comparisons blank them.
 */
function immutableRanges(references = {}) {
  return Object.values(references)
    .flat()
    .map(({ start, length }) => [start, length])
    .sort(([a], [b]) => a - b);
}

/**
 * What a block explorer needs to verify the deployable contracts: the standard JSON input
 * (every source of contracts/ except the test doubles, plus the package files they import, and
 * the settings used for the deployed bytecode) and the compiler's long version.
 *
 * @returns {{ input: object, compilerVersion: string }}
 */
export function standardJsonInput() {
  const solc = loadSolc();
  const files = listSolidityFiles(CONTRACTS_DIR).filter(
    (file) => !relative(CONTRACTS_DIR, file).startsWith(`${TEST_SUBDIR}${sep}`),
  );
  const sources = Object.fromEntries(
    files.map((file) => [unitName(file), { content: readFileSync(file, 'utf8') }]),
  );
  const imported = {};
  const recordImport = (path) => {
    const found = findImport(path);
    if (found.contents !== undefined) imported[path] = { content: found.contents };
    return found;
  };
  const settings = { ...COMPILER_SETTINGS, outputSelection: { '*': { '*': ['abi'] } } };
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings }), {
      import: recordImport,
    }),
  );
  if ((output.errors ?? []).some((problem) => problem.severity === 'error')) {
    throw new Error('Solidity compilation failed');
  }
  return {
    input: {
      language: 'Solidity',
      sources: sortKeys({ ...sources, ...imported }),
      settings: {
        ...COMPILER_SETTINGS,
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode', 'evm.deployedBytecode'] } },
      },
    },
    // Explorers name compilers like `v0.8.37+commit.a1b79de6`.
    compilerVersion: `v${solc.version().replace(/\.Emscripten.*$/, '')}`,
  };
}

function camelCase(name) {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

async function format(text, parser) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(join(GENERATED_DIR, 'index.ts'))) ?? {};
  return prettier.format(text, { ...config, parser });
}

const BEAR_PREVIEW_FILE = 'bearPreview.ts';
const HEADER = '// Generated by `npm run compile` (scripts/contracts/compile.mjs). Do not edit.';

/**
 * ABI excerpts (read/<Contract>.ts): for a read a visitor's page makes, only the functions it
 * calls, so the read does not download a whole ABI (the full ones are several KiB gzip each). Per
 * contract, the function names; its module exports `<contract>ReadAbi` with those items. One
 * module per contract: a page downloads the excerpts of the contracts it reads, not the others'.
 */
const READ_ABI_FUNCTIONS = {
  // The home page's staking dashboard, with the owner and the pool's flexible share (who sees
  // the owner's console, and what it shows), and the console's limits (features/staking/stakingApi.ts).
  BearStaking: [
    'dashboard',
    'owner',
    'pendingOwner',
    'flexibleRewardsReserved',
    'flexibleRewardAvailable',
    'flexibleRewardAvailableTo',
    'FLEXIBLE_POOL_SHARE_BPS',
    'MAX_APR_BPS',
  ],
  BearToken: ['symbol', 'decimals'],
  // The mint page's reads (features/mint/mintReads.ts).
  BearNft: ['collectionState', 'owner', 'accountState', 'tokensOfOwner', 'tokenURI'],
  // Every page read's batch, the native balance inside it (wallet/multicall.ts) and the block
  // time the mint page counts down with.
  Multicall3: ['aggregate3', 'getEthBalance', 'getCurrentBlockTimestamp'],
};
/** The module of one contract's read excerpt (`read/<Contract>.ts`). */
function readAbiModule(artifacts, name, functions) {
  const artifact = artifacts.find(
    (candidate) => candidate.name === name && !candidate.isTestDouble,
  );
  if (!artifact) throw new Error(`READ_ABI_FUNCTIONS names ${name}, which is not compiled.`);
  const items = functions.map((fn) => {
    const found = artifact.abi.filter((item) => item.type === 'function' && item.name === fn);
    if (found.length === 0) throw new Error(`READ_ABI_FUNCTIONS: ${name} has no function ${fn}.`);
    return found;
  });
  return [
    HEADER,
    '// Only the functions listed in READ_ABI_FUNCTIONS of the compile script.',
    '',
    `/** ${name}: ${functions.join(', ')}. */`,
    `export const ${camelCase(name)}ReadAbi = ${JSON.stringify(items.flat())} as const;`,
    '',
  ].join('\n');
}

function contractModule(artifact) {
  const id = camelCase(artifact.name);
  return [
    HEADER,
    `// Source: ${artifact.source}`,
    '',
    `export const ${id}Abi = ${JSON.stringify(artifact.abi)} as const;`,
    '',
    '/** Creation code: deploy with constructor arguments. */',
    `export const ${id}Bytecode = '${artifact.bytecode}' as const;`,
    '',
    ...(artifact.immutableRanges.length === 0
      ? [
          '/** Runtime code: what `eth_getCode` returns once deployed. */',
          `export const ${id}DeployedBytecode = '${artifact.deployedBytecode}' as const;`,
        ]
      : [
          '/**',
          ' * Runtime code with zeros where the constructor writes immutables: compare it with',
          ` * \`eth_getCode\` after blanking ${id}ImmutableRanges.`,
          ' */',
          `export const ${id}DeployedBytecode = '${artifact.deployedBytecode}' as const;`,
          '',
          '/** Byte ranges [start, length] of the runtime code that hold immutables. */',
          `export const ${id}ImmutableRanges = ${JSON.stringify(artifact.immutableRanges)} as const;`,
        ]),
    '',
  ].join('\n');
}

function indexModule(artifacts) {
  return [
    HEADER,
    '',
    ...artifacts
      .filter((artifact) => !artifact.isTestDouble)
      .map(
        (artifact) =>
          `export * from './${artifact.folder ? `${artifact.folder}/` : ''}${artifact.name}';`,
      ),
    `export * from './${DEPLOYMENTS_FILE.replace(/\.ts$/, '')}';`,
    '',
  ].join('\n');
}

function artifactsJson(artifacts) {
  const deployable = artifacts.filter((artifact) => !artifact.isTestDouble);
  return JSON.stringify(
    Object.fromEntries(
      deployable.map(({ name, abi, bytecode, deployedBytecode, immutableRanges }) => [
        name,
        { abi, bytecode, deployedBytecode, immutableRanges },
      ]),
    ),
  );
}

/** Every generated file, keyed by its path relative to the generated folder. */
export async function renderGenerated(artifacts) {
  const files = new Map();
  for (const artifact of artifacts) {
    const path = [artifact.folder, `${artifact.name}.ts`].filter(Boolean).join('/');
    files.set(path, await format(contractModule(artifact), 'typescript'));
  }
  for (const [name, functions] of Object.entries(READ_ABI_FUNCTIONS)) {
    files.set(
      `read/${name}.ts`,
      await format(readAbiModule(artifacts, name, functions), 'typescript'),
    );
  }
  files.set('index.ts', await format(indexModule(artifacts), 'typescript'));
  files.set('artifacts.json', await format(artifactsJson(artifacts), 'json'));
  // The collection's picture for the prerendered /mint, drawn by the compiled art itself.
  const art = artifacts.find((artifact) => artifact.name === 'BearArtPreview');
  if (art) {
    files.set(
      BEAR_PREVIEW_FILE,
      await format(bearPreviewModule(HEADER, await readBearPreview(art)), 'typescript'),
    );
  }
  return files;
}

/** The files under `root` (default: the generated directory), as paths relative to it. */
function listGenerated(root = GENERATED_DIR, dir = root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listGenerated(root, path);
    return [relative(root, path).split(sep).join('/')];
  });
}

/** A digest of everything the generated files are made from (`contractsDir`: the sources). */
export function inputsDigest(contractsDir = CONTRACTS_DIR) {
  const hash = createHash('sha256');
  const add = (label, text) => hash.update(`${label}\0${text}\0`);
  for (const file of listSolidityFiles(contractsDir)) {
    add(relative(contractsDir, file).split(sep).join('/'), readFileSync(file, 'utf8'));
  }
  add('settings', JSON.stringify(COMPILER_SETTINGS));
  add('generator', readFileSync(fileURLToPath(import.meta.url), 'utf8'));
  add(
    'preview',
    readFileSync(fileURLToPath(new URL('./bearPreview.mjs', import.meta.url)), 'utf8'),
  );
  for (const name of OUTPUT_PACKAGES) {
    add(name, JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')).version);
  }
  add('prettier config', readFileSync(join(ROOT, '.prettierrc.json'), 'utf8'));
  return hash.digest('hex');
}

/** A digest of the generated files as they are in `dir` (the deployments and the record aside). */
export function outputsDigest(dir = GENERATED_DIR) {
  const hash = createHash('sha256');
  const paths = listGenerated(dir).filter(
    (path) => path !== DEPLOYMENTS_FILE && path !== DIGEST_FILE,
  );
  for (const path of paths.sort()) {
    hash.update(`${path}\0${readFileSync(join(dir, path), 'utf8')}\0`);
  }
  return hash.digest('hex');
}

/** The digests `npm run compile` recorded in `dir`, or null. */
export function readDigests(dir = GENERATED_DIR) {
  try {
    return JSON.parse(readFileSync(join(dir, DIGEST_FILE), 'utf8'));
  } catch {
    return null;
  }
}

function writeDigests() {
  const record = { inputs: inputsDigest(), outputs: outputsDigest() };
  writeFileSync(join(GENERATED_DIR, DIGEST_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Whether the generated files in `generatedDir` are what `npm run compile` would write now
 * (`--check`, and the deploy script before it sends anything). The recorded digests answer
 * without compiling when they match; when only the outputs differ the files were edited after
 * the compile wrote them; anything else compiles and compares file by file.
 *
 * @param {{ generatedDir?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ upToDate: boolean, problems: string[] }>}
 */
export async function checkGenerated({ generatedDir = GENERATED_DIR, log = () => {} } = {}) {
  const recorded = readDigests(generatedDir);
  const sourcesUnchanged = recorded?.inputs === inputsDigest();
  if (sourcesUnchanged && recorded?.outputs === outputsDigest(generatedDir)) {
    return { upToDate: true, problems: [] };
  }
  if (sourcesUnchanged) {
    // solc is deterministic: the same inputs give what the record describes, so no compile.
    return {
      upToDate: false,
      problems: ['edited: the files differ from what `npm run compile` wrote from these sources'],
    };
  }
  const { artifacts, elapsedMs, solcVersion } = compileContracts();
  log(
    `compiled ${artifacts.length} contracts with solc ${solcVersion} in ${Math.round(elapsedMs)} ms`,
  );
  const files = await renderGenerated(artifacts);
  const stale = listGenerated(generatedDir).filter(
    (path) => path !== DEPLOYMENTS_FILE && path !== DIGEST_FILE && !files.has(path),
  );
  const differing = [...files].filter(([path, content]) => {
    const target = join(generatedDir, path);
    return !existsSync(target) || readFileSync(target, 'utf8') !== content;
  });
  const problems = [
    ...differing.map(([path]) => `differs: ${path}`),
    ...stale.map((path) => `stale: ${path}`),
  ];
  return { upToDate: problems.length === 0, problems };
}

async function main() {
  const check = process.argv.includes('--check');
  if (check) {
    const { upToDate, problems } = await checkGenerated({ log: console.log });
    if (!upToDate) {
      console.error(`generated contract files are out of date (run \`npm run compile\`):`);
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log(
      'generated contract files are up to date (what `npm run compile` writes from the current sources, compiler and generator)',
    );
    return;
  }
  const { artifacts, elapsedMs, solcVersion } = compileContracts();
  const files = await renderGenerated(artifacts);
  const stale = listGenerated().filter(
    (path) => path !== DEPLOYMENTS_FILE && path !== DIGEST_FILE && !files.has(path),
  );
  console.log(
    `compiled ${artifacts.length} contracts with solc ${solcVersion} in ${Math.round(elapsedMs)} ms`,
  );

  for (const path of stale) rmSync(join(GENERATED_DIR, path));
  for (const [path, content] of files) {
    const target = join(GENERATED_DIR, path);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target) || readFileSync(target, 'utf8') !== content) {
      writeFileSync(target, content);
      console.log(`wrote ${relative(ROOT, target)}`);
    }
  }
  writeDigests();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
