// The Vite plugin that makes a build ready to host:
// - `@deployments/` points at the committed deployment records (deployments/, or
//   BEAR_DEPLOYMENTS_DIR for a build against other records, e.g. the end-to-end tests');
// - the build checks every deployment record, reports records of chains it does not offer,
//   and refuses a bad VITE_RPC_URLS;
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
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const HEADERS_FILE = '_headers';
export const SOURCEMAPS_DIR = '.sourcemaps';
export const REDIRECTS_FILE = '_redirects';

/** The folder of deployment records this build reads. */
export function deploymentsDir(env = process.env) {
  return resolve(ROOT, env.BEAR_DEPLOYMENTS_DIR || 'deployments');
}

/** Parses a `_headers` file into [path pattern, headers] rules, in file order. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
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

/** Loads the hub's configuration modules the way the app sees them in this mode. */
async function loadHostingModule(config) {
  const { module } = await runnerImport('/src/config/securityHeaders.ts', {
    root: config.root,
    configFile: false,
    mode: config.mode,
    envDir: config.envDir,
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
  let hostingModule;
  let hosting;
  return {
    name: 'bear-hub:hosting',
    config() {
      return {
        resolve: { alias: [{ find: /^@deployments\//, replacement: `${deploymentsDir()}/` }] },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      hostingModule = await loadHostingModule(config);
      hosting = hostingModule.buildHostingConfig();
      if (hosting.problems.length > 0) {
        this.error(`the build configuration is not valid:\n  ${hosting.problems.join('\n  ')}`);
      }
      const offered = new Set(hosting.chainIds);
      for (const { chainId, file } of listDeployments(deploymentsDir())) {
        const name = relative(config.root, file);
        try {
          hostingModule.readDeploymentRecord(name, JSON.parse(readFileSync(file, 'utf8')));
        } catch (error) {
          this.error(`deployment record ${error instanceof Error ? error.message : error}`);
        }
        if (!offered.has(chainId)) {
          this.warn(
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
          for (const [name, value] of Object.entries(rule.headers)) response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
