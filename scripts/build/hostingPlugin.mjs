// The Vite plugin that makes a build ready to host:
// - the build reads its settings one way: Vite's `.env`, `.env.local`, `.env.[mode]`,
//   `.env.[mode].local` files of the env folder and the process environment (which wins). The
//   bundle's VITE_* variables, the security headers, the chain list the build reports and the
//   prerendered pages all come from Vite's resolved `config.env`; BEAR_DEPLOYMENTS_DIR is read
//   from the same files (`buildSettings`);
// - `@deployments/` points at the committed deployment records (deployments/, or
//   BEAR_DEPLOYMENTS_DIR for a build against other records, e.g. the end-to-end tests');
// - the build checks every deployment record, reports records of chains it does not offer,
//   and refuses a bad VITE_RPC_URLS;
// - every `vite build`, whatever its mode, refuses local development settings (the local
//   chain and its dev wallet, http:, loopback, private or link-local URLs: `localDevelopmentSettings` in
//   scripts/build/securityHeaders.ts) unless BEAR_REHEARSAL=1 is in its process environment;
// - the security headers are generated from the build's configuration into `<outDir>/_headers`
//   (Netlify, Cloudflare Pages) and `<outDir>.nginx.conf` next to it (nginx; not served), with
//   `<outDir>/_redirects` for the single-page fallback;
// - source maps are hidden (no sourceMappingURL) and moved out of the output into
//   `.sourcemaps/<outDir>/`, so hosting the output never publishes them;
// - `vite preview` serves the generated `_headers`, so the end-to-end tests run under the
//   production policy.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadEnv, runnerImport } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const HEADERS_FILE = '_headers';
export const SOURCEMAPS_DIR = '.sourcemaps';
export const REDIRECTS_FILE = '_redirects';
const PLUGIN_NAME = 'bear-hub:hosting';

/** The folder of deployment records this build reads (relative to the project root). */
export function deploymentsDir(env = process.env) {
  return resolve(ROOT, env.BEAR_DEPLOYMENTS_DIR || 'deployments');
}

/** The build's settings that are not VITE_* (they never reach the bundle) but live in the same files. */
export const FILE_SETTINGS = ['BEAR_DEPLOYMENTS_DIR'];

/** The env folder Vite reads for a config: `envDir` (false: none), else the root. */
function envDirOf(userConfig) {
  if (userConfig.envDir === false) return false;
  const root = resolve(userConfig.root ?? process.cwd());
  return userConfig.envDir ? resolve(root, userConfig.envDir) : root;
}

/**
 * The build's settings of {@link FILE_SETTINGS}, read the way Vite reads VITE_*: the mode's
 * `.env` files in `envDir` (false: none), the process environment winning.
 */
export function buildSettings(mode, envDir) {
  return loadEnv(mode, envDir, FILE_SETTINGS);
}

/**
 * The flag of a rehearsal build (local settings allowed; never to be hosted). Read from the
 * process environment only, never from an env file: a leftover file cannot turn it on.
 */
export const REHEARSAL_FLAG = 'BEAR_REHEARSAL';

export function isRehearsal(env = process.env) {
  return ['1', 'true'].includes(env[REHEARSAL_FLAG]?.trim() ?? '');
}

/**
 * Where the build got `variable` from: the process environment, or the env file of the mode
 * that sets it last (Vite's order: .env, .env.local, .env.[mode], .env.[mode].local).
 */
export function settingSource(variable, { mode, envDir, root }, env = process.env) {
  if (env[variable] !== undefined) return 'the environment';
  if (envDir === false) return undefined;
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`].reverse();
  for (const file of files) {
    const path = join(envDir, file);
    if (!existsSync(path)) continue;
    if (!(variable in parseEnv(readFileSync(path, 'utf8')))) continue;
    const shown = relative(root, path);
    return shown.startsWith('..') ? path : shown;
  }
  return undefined;
}

/** The build's refusal of local development settings: each one, where it came from, why. */
export function localSettingsError(localSettings, config) {
  const lines = localSettings.map(({ variable, value, reason }) => {
    const source = settingSource(variable.split(' ')[0], config);
    return `  ${variable} = ${value}${source ? ` (from ${source})` : ''}: ${reason}`;
  });
  return [
    'this build would ship local development settings:',
    ...lines,
    'Remove them for a build you host. A rehearsal build, never hosted (npm start, the ' +
      `end-to-end tests, a local rehearsal of a deploy), sets ${REHEARSAL_FLAG}=1 in the ` +
      "build's environment (not in an env file).",
  ].join('\n');
}

/**
 * Parses a `_headers` file into [path pattern, headers] rules, in file order; `! Name` detaches
 * a header an earlier rule set (`detached`).
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {}, detached: [] });
      continue;
    }
    if (line.trim().startsWith('!')) {
      rules.at(-1)?.detached.push(line.trim().slice(1).trim());
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) {
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern (`/*`, `/assets/*`, `/exact`) matches a request path. */
function matches(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/**
 * Loads the hub's configuration modules. The module runner reads no `.env` file: the build
 * hands them its resolved `config.env` instead (`buildHostingConfig`).
 */
async function loadHostingModule(config) {
  const { module } = await runnerImport('/scripts/build/securityHeaders.ts', {
    root: config.root,
    configFile: false,
    mode: config.mode,
    logLevel: 'error',
    resolve: { alias: [{ find: /^@\//, replacement: `${join(config.root, 'src')}/` }] },
  });
  return module;
}

/** Deployment records (chain id, file) in the folder, for the build's report. */
function listDeployments(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({ chainId: Number(name.slice(0, -'.json'.length)), file: join(dir, name) }));
}

function moveSourceMaps(outDir, root) {
  const target = join(root, SOURCEMAPS_DIR, basename(outDir));
  rmSync(target, { recursive: true, force: true });
  let moved = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.map')) {
        const destination = join(target, relative(outDir, path));
        mkdirSync(dirname(destination), { recursive: true });
        renameSync(path, destination);
        moved += 1;
      }
    }
  };
  walk(outDir);
  return { moved, target };
}

/** @returns {import('vite').Plugin} */
export function hostingPlugin() {
  let config;
  let settings;
  let hostingModule;
  let hosting;
  return {
    name: PLUGIN_NAME,
    config(userConfig, { mode }) {
      settings = buildSettings(mode, envDirOf(userConfig));
      const records = deploymentsDir(settings);
      return { resolve: { alias: [{ find: /^@deployments\//, replacement: `${records}/` }] } };
    },
    // The checks run here, before anything is bundled: an error thrown in a bundling hook would
    // be hidden behind the errors of the hooks that still run when a build fails (the prerender's
    // closeBundle, finding no index.html).
    async configResolved(resolved) {
      config = resolved;
      if (config.command !== 'build' || config.build.ssr) return;
      const fail = (message) => {
        throw new Error(`[${PLUGIN_NAME}] ${message}`);
      };
      const warn = (message) => config.logger.warn(`[${PLUGIN_NAME}] ${message}`);
      hostingModule = await loadHostingModule(config);
      // Vite's resolved env, not the module runner's own (which reads no .env file).
      hosting = hostingModule.buildHostingConfig(config.env);
      if (hosting.problems.length > 0) {
        fail(`the build configuration is not valid:\n  ${hosting.problems.join('\n  ')}`);
      }
      if (hosting.localSettings.length > 0) {
        if (!isRehearsal()) fail(localSettingsError(hosting.localSettings, config));
        warn(
          `rehearsal build (${REHEARSAL_FLAG}=1) with local development settings ` +
            `(${hosting.localSettings.map(({ variable }) => variable).join(', ')}): do not host it`,
        );
      }
      const offered = new Set(hosting.chainIds);
      for (const { chainId, file } of listDeployments(deploymentsDir(settings))) {
        const name = relative(config.root, file);
        try {
          hostingModule.readDeploymentRecord(name, JSON.parse(readFileSync(file, 'utf8')));
        } catch (error) {
          fail(`deployment record ${error instanceof Error ? error.message : error}`);
        }
        if (!offered.has(chainId)) {
          warn(
            `${name}: chain ${chainId} is not offered by this build ` +
              `(offered: ${hosting.chainIds.join(', ')}); its contracts stay unused`,
          );
        }
      }
    },
    writeBundle() {
      if (!hosting) return;
      const outDir = resolve(config.root, config.build.outDir);
      writeFileSync(join(outDir, HEADERS_FILE), hostingModule.renderHeadersFile(hosting.headers));
      // SPA fallback for Netlify and IPFS gateways that read _redirects (existing files win).
      // Cloudflare Pages ignores the rule and answers unknown paths with 404.html (docs/deploy.md).
      writeFileSync(join(outDir, REDIRECTS_FILE), '/*    /index.html    200\n');
      const nginxFile = `${outDir}.nginx.conf`;
      writeFileSync(nginxFile, hostingModule.renderNginxSnippet(hosting.headers));
      const { moved, target } = moveSourceMaps(outDir, config.root);
      config.logger.info(
        `security headers: ${relative(config.root, join(outDir, HEADERS_FILE))}, ${basename(nginxFile)}; ` +
          `${moved} source maps moved to ${relative(config.root, target)}`,
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const file = join(outDir, HEADERS_FILE);
      if (!existsSync(file)) {
        server.config.logger.warn(
          `${relative(server.config.root, file)} is missing: no security headers`,
        );
        return;
      }
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const rule of rules) {
          if (!matches(rule.pattern, path)) continue;
          for (const name of rule.detached) response.removeHeader(name);
          for (const [name, value] of Object.entries(rule.headers)) response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
