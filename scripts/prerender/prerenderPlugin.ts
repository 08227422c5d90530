import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { type Manifest, startOf, staticClosure } from '../bench/startChunks.mjs';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly {
    path: string;
    file: string;
    title: string;
    preload?: readonly string[];
  }[];
  renderPage: (path: string) => Promise<{ html: string; routeKey: string; prefetch?: string }>;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const SERVER_OUT_DIR = '.prerender';

/**
 * Puts a rendered page into the built index.html: the markup in #root, the page's title, the
 * files it preloads after its first paint (`data-preload`, see `preloadFiles`) and the chain
 * read the entry sends at once (`data-prefetch`, JSON).
 */
export function fillTemplate(
  template: string,
  page: {
    html: string;
    routeKey: string;
    title: string;
    preload?: readonly string[];
    prefetch?: string;
  },
): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}.`);
  const escapeText = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root" data-prerendered="${page.routeKey}"${
          page.preload?.length ? ` data-preload="${page.preload.join(' ')}"` : ''
        }${
          page.prefetch ? ` data-prefetch="${escapeAttribute(page.prefetch)}"` : ''
        }>${page.html}</div>`,
    );
}

/**
 * The files a page preloads once it has painted (`data-preload` on #root, read by `main.tsx`):
 * the chunks of `modules` and everything they import statically, less what the start loads
 * anyway (the entry, the start's chunks and their imports), from the client build's manifest.
 */
export function preloadFiles(
  manifest: Manifest,
  modules: readonly string[],
  base: string,
): string[] {
  const { hydrateKeys } = startOf(manifest);
  const started = new Set(hydrateKeys);
  const keys = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not a chunk of the build (preload).`);
    for (const key of staticClosure(manifest, module)) if (!started.has(key)) keys.add(key);
  }
  return [...keys]
    .map((key) => `${base}${manifest[key]!.file}`)
    .filter((file) => file.endsWith('.js'));
}

/**
 * After the client build, builds `entry` for Node (a second, server-side Vite build with the
 * same configuration and mode), renders every page it lists and writes each into the output
 * folder (`index.html`, `mint/index.html`, `404.html`). The result is still a plain static site.
 */
export function prerender({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'bear-hub:prerender',
    apply: (_config, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` answers like a static host: `/mint` is `mint/index.html` (its own
    // prerendered page, not the home page's); other unknown paths keep Vite's fallback.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        if (request.method === 'GET' && path !== '/' && extname(path) === '') {
          const page = `${path.replace(/\/+$/, '')}/index.html`;
          if (existsSync(join(outDir, page))) request.url = query ? `${page}?${query}` : page;
        }
        next();
      });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const serverOutDir = join(outDir, SERVER_OUT_DIR);
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          // The same env files as the client build: the pages' first reads use its settings.
          envDir: config.envDir,
          logLevel: 'warn',
          // redux-persist's ES build imports without file extensions, which Node refuses.
          ssr: { noExternal: ['redux-persist'] },
          build: {
            ssr: entry,
            outDir: serverOutDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            ssrManifest: false,
            copyPublicDir: false,
            minify: false,
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        try {
          const renderer = (await import(
            pathToFileURL(join(serverOutDir, 'prerender.mjs')).href
          )) as PrerenderModule;
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const manifest = JSON.parse(
            readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Manifest;
          for (const page of renderer.PRERENDERED_PAGES) {
            const rendered = await renderer.renderPage(page.path);
            const target = join(outDir, page.file);
            mkdirSync(dirname(target), { recursive: true });
            const preload = preloadFiles(manifest, page.preload ?? [], config.base);
            writeFileSync(
              target,
              fillTemplate(template, { ...rendered, title: page.title, preload }),
            );
          }
          config.logger.info(
            `prerendered ${renderer.PRERENDERED_PAGES.map((page) => page.file).join(', ')}`,
          );
        } finally {
          rmSync(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
