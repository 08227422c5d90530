import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGES, renderPage } from '@/app/prerender';
import { AppRoutes, routeKeyOf } from '@/app/router';
import { createAppStore } from '@/app/store';
import { FOOTER_NOTICES } from '@/components/layout/Footer';
import { en } from '@/i18n/messages/en';
import { fillTemplate, preloadFiles } from '../../../scripts/prerender/prerenderPlugin';

const TEMPLATE = `<!doctype html><html><head><title>Bear Hub</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div></body></html>`;

/** The markup as a document fragment, to query it like a page. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('prerendered pages', () => {
  it('behavior: / is rendered with the shell, the header, the hero and the footer', async () => {
    const { html, routeKey } = await renderPage('/');
    const page = parse(html);
    expect(routeKey).toBe('home');
    expect(page.querySelector('header.site-header')).not.toBeNull();
    expect(page.querySelector('a.skip-link')?.textContent).toBe('Skip to content');
    expect(page.querySelector('h1')?.textContent).toBe('Bear Hub');
    expect(page.querySelector('.hero__tagline')?.textContent).toContain('A DeFi experience');
    expect(page.querySelector('nav[aria-label="Main"]')?.textContent).toContain('Mint your bear');
    for (const notice of FOOTER_NOTICES)
      expect(page.querySelector('footer')?.textContent).toContain(en[notice]);
  });

  it('behavior: the wallet place is neutral in the HTML, never "Connect Wallet"', async () => {
    const { html } = await renderPage('/');
    const header = parse(html).querySelector('header.site-header');
    expect(header?.querySelector('[data-testid="wallet-pending"]')).not.toBeNull();
    expect(header?.textContent).not.toContain('Connect Wallet');
  });

  it('behavior: /mint is rendered with its heading and introduction, /404 with the not-found page', async () => {
    const mint = parse((await renderPage('/mint')).html);
    expect(mint.querySelector('h1')?.textContent).toBe('Mint your bear');
    expect(mint.querySelector('.mint-page__intro')?.textContent).toContain('on-chain character');
    expect(mint.querySelector('.nav-pill--active')?.textContent).toBe('Mint your bear');
    const missing = await renderPage('/404');
    expect(missing.routeKey).toBe('not-found');
    expect(parse(missing.html).querySelector('h1')?.textContent).toBe('Page not found');
  });

  it('behavior: every page goes to its own file with its own title', () => {
    expect(PRERENDERED_PAGES.map((page) => [page.path, page.file, page.title])).toEqual([
      ['/', 'index.html', "Bear Hub — a DeFi experience for the Bear project's tokens"],
      ['/mint', 'mint/index.html', 'Mint your bear · Bear Hub'],
      ['/404', '404.html', 'Page not found · Bear Hub'],
    ]);
  });

  it('behavior: the written page carries the markup, the route and the title, and no inline script', async () => {
    const { html, routeKey } = await renderPage('/mint');
    const out = fillTemplate(TEMPLATE, { html, routeKey, title: 'Mint your bear · Bear Hub' });
    expect(out).toContain('<title>Mint your bear · Bear Hub</title>');
    expect(out).toContain(`<div id="root" data-prerendered="mint">${html}</div>`);
    const scripts = [...out.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toHaveLength(1);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="/);
    expect(() => fillTemplate('<body></body>', { html, routeKey, title: 't' })).toThrow(
      'has no <div id="root"></div>',
    );
  });

  it("behavior: /mint names the chunks of its screen to preload after its first paint, not the start's", () => {
    // A build manifest in small: the entry, the four start chunks, the mint route and its screen.
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_runtime.js'],
        dynamicImports: ['_react-dom.js', '_router.js', '_state.js', '_boot.js'],
      },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_react-dom.js': { file: 'assets/react-dom.js', name: 'react-dom' },
      '_router.js': { file: 'assets/router.js', name: 'router' },
      '_state.js': { file: 'assets/state.js', name: 'state', imports: ['_runtime.js'] },
      '_boot.js': { file: 'assets/boot.js', name: 'boot', imports: ['_react-dom.js'] },
      'src/pages/MintPage.tsx': { file: 'assets/MintPage.js', imports: ['_boot.js'] },
      'src/features/mint/components/MintScreen.tsx': {
        file: 'assets/MintScreen.js',
        imports: ['src/pages/MintPage.tsx', '_chain-reads.js', '_boot.js', '_style.css'],
      },
      '_chain-reads.js': { file: 'assets/chain-reads.js', imports: ['_runtime.js'] },
      '_style.css': { file: 'assets/style.css' },
    };
    const mint = PRERENDERED_PAGES.find((page) => page.path === '/mint');
    const files = preloadFiles(manifest, mint?.preload ?? [], '/');
    expect(files).toEqual([
      '/assets/MintPage.js',
      '/assets/MintScreen.js',
      '/assets/chain-reads.js',
    ]);
    expect(() => preloadFiles(manifest, ['src/Nowhere.tsx'], '/')).toThrow(
      'is not a chunk of the build',
    );

    const out = fillTemplate(TEMPLATE, {
      html: '<h1>x</h1>',
      routeKey: 'mint',
      title: 't',
      preload: files,
    });
    expect(out).toContain(
      '<div id="root" data-prerendered="mint" data-preload="/assets/MintPage.js /assets/MintScreen.js /assets/chain-reads.js">',
    );
    // No preload link in the HTML itself: nothing competes with the stylesheet before the paint.
    expect(out).not.toContain('modulepreload');
  });

  it('behavior: a page’s first chain read goes into data-prefetch, escaped, and reads back as the same JSON', () => {
    const prefetch = JSON.stringify({ url: 'https://rpc.example/?a=1&b="2"<x>', calls: [] });
    const out = fillTemplate(TEMPLATE, {
      html: '<h1>x</h1>',
      routeKey: 'mint',
      title: 't',
      prefetch,
    });
    const root = new DOMParser().parseFromString(out, 'text/html').getElementById('root');
    expect(root?.dataset.prefetch).toBe(prefetch);
    expect(root?.querySelector('h1')?.textContent).toBe('x');
    // Only a page that names one carries it.
    expect(PRERENDERED_PAGES.filter((page) => page.firstRead).map((page) => page.path)).toEqual([
      '/mint',
    ]);
    expect(fillTemplate(TEMPLATE, { html: '', routeKey: 'home', title: 't' })).not.toContain(
      'data-prefetch',
    );
  });

  it('behavior: routes map to the keys the client compares before hydrating', () => {
    expect(routeKeyOf('/')).toBe('home');
    expect(routeKeyOf('/mint')).toBe('mint');
    expect(routeKeyOf('/no/such/page')).toBe('not-found');
  });
});

describe('hydration of the prerendered pages', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it.each(['/', '/mint', '/404'])(
    'behavior: %s hydrates without a mismatch or a console error',
    async (path) => {
      const { html } = await renderPage(path);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <Provider store={createAppStore()}>
              <MemoryRouter initialEntries={[path]}>
                <AppRoutes />
              </MemoryRouter>
            </Provider>
          </StrictMode>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // Hydrated and live: the wallet place turned into the real button. The site header is
      // picked by its class: Testing Library also counts the staking section's <header> as a
      // banner once that section has loaded, which browsers do not (it sits inside a <section>).
      const header = container.querySelector<HTMLElement>('header.site-header');
      if (!header) throw new Error('the hydrated page has no site header');
      expect(
        await within(header).findByRole('button', { name: 'Connect Wallet' }),
      ).toBeInTheDocument();
    },
  );
});
