/**
 * The HTTP security headers of a production build, derived from the build's configuration
 * (chains and their RPC endpoints, the sign-in API, the assets host). The build writes them to
 * `_headers` (Netlify, Cloudflare Pages) and an nginx snippet, and `vite preview` serves them
 * (scripts/build/hostingPlugin.mjs); nothing in the app imports this module.
 */
import { buildChains, type HubChain } from './chains';
import { readEnv, type RawEnv } from './env';
import { SAFE_WEB_APP_ORIGINS } from './safeOrigins';

export { readDeploymentRecord } from './deploymentRecords';

export { SAFE_WEB_APP_ORIGINS };

/** WalletConnect: the relay (WebSocket), its RPC, verify and telemetry endpoints. */
export const WALLETCONNECT_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
] as const;
/** WalletConnect's verify API runs in a frame. */
export const WALLETCONNECT_FRAME_SOURCES = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
] as const;
/** Coinbase Wallet SDK: its bridge and RPC (the wallet itself opens in a pop-up). */
export const COINBASE_CONNECT_SOURCES = [
  'https://keys.coinbase.com',
  'https://rpc.wallet.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
] as const;

/** One year, with subdomains: the hub is served over HTTPS only. */
export const HSTS_MAX_AGE_S = 31_536_000;

export interface SecurityHeaderSources {
  chains: readonly HubChain[];
  siweApiUrl?: string | undefined;
  assetsBaseUrl?: string | undefined;
}

/** The origin of a URL (`https://host:port`), or the URL itself for ws(s) endpoints. */
function originOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** http(s) origins and their ws(s) counterparts, so either transport of an RPC may be used. */
function withWebSocketTwin(origin: string): string[] {
  if (origin.startsWith('https://')) return [origin, `wss://${origin.slice('https://'.length)}`];
  if (origin.startsWith('http://')) return [origin, `ws://${origin.slice('http://'.length)}`];
  return [origin];
}

/** Every origin the hub's JSON-RPC reads may go to: each chain's http and WebSocket URLs. */
export function rpcOrigins(chains: readonly HubChain[]): string[] {
  const urls = chains.flatMap((chain) => [
    ...chain.rpcUrls.default.http,
    ...(chain.rpcUrls.default.webSocket ?? []),
  ]);
  return unique(
    urls.filter((url) => url.trim() !== '').flatMap((url) => withWebSocketTwin(originOf(url))),
  );
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * The Content-Security-Policy. Scripts: this origin only (no inline script, no eval), so an
 * injected `<script>` does not run. Styles allow inline because React writes `style`
 * attributes (prerendered HTML carries them) and the Coinbase SDK injects a stylesheet; a
 * style cannot run code. Images: this origin, data: URLs (the on-chain bears, wallet icons,
 * QR codes) and https: (ENS avatars live on any host).
 */
export function contentSecurityPolicy(sources: SecurityHeaderSources): string {
  const connect = unique([
    "'self'",
    ...rpcOrigins(sources.chains),
    ...WALLETCONNECT_CONNECT_SOURCES,
    ...COINBASE_CONNECT_SOURCES,
    ...(sources.siweApiUrl ? [originOf(sources.siweApiUrl)] : []),
  ]);
  const images = unique([
    "'self'",
    'data:',
    'blob:',
    'https:',
    ...(sources.assetsBaseUrl ? [originOf(sources.assetsBaseUrl)] : []),
  ]);
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', images],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['frame-src', [...WALLETCONNECT_FRAME_SOURCES]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...SAFE_WEB_APP_ORIGINS]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every header a production response carries, in a stable order. */
export function securityHeaders(sources: SecurityHeaderSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
      'payment=(), usb=(), clipboard-write=(self)',
    // Pop-up wallets (Coinbase) talk back to the opener: same-origin would cut them off.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under their name: cache them for a year. */
export const IMMUTABLE_ASSETS_PATH = '/assets/*';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `_headers` for Netlify and Cloudflare Pages. */
export function renderHeadersFile(headers: Record<string, string>): string {
  return [
    '# Generated by `npm run build` from the build configuration. Do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    IMMUTABLE_ASSETS_PATH,
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ].join('\n');
}

/** The same headers for an nginx `server` block, with the SPA fallback to index.html. */
export function renderNginxSnippet(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );
  return [
    '# Generated by `npm run build` from the build configuration. Do not edit.',
    '# Inside the server block that serves the build (root /path/to/dist;):',
    ...lines,
    '',
    '# Hashed assets: cached for a year. add_header in a location replaces the ones above,',
    '# so they are repeated there.',
    'location /assets/ {',
    ...lines.map((line) => `  ${line}`),
    `  add_header Cache-Control "${IMMUTABLE_CACHE}" always;`,
    '  try_files $uri =404;',
    '}',
    '',
    '# Every route of the single-page app answers with index.html.',
    'location / {',
    '  try_files $uri $uri/ /index.html;',
    '}',
    '',
  ].join('\n');
}

/**
 * What the build needs: the headers and the checks of the configuration it was given. `raw` is
 * the build's own environment (Vite's resolved `config.env`: the mode's `.env` files and the
 * process environment), not this module's `import.meta.env`, so that the headers describe the
 * very settings the bundle is built with.
 */
export function buildHostingConfig(raw: RawEnv): {
  headers: Record<string, string>;
  chainIds: number[];
  problems: readonly string[];
} {
  const env = readEnv(raw);
  const chains = buildChains(env);
  return {
    headers: securityHeaders({
      chains,
      siweApiUrl: env.siweApiUrl,
      assetsBaseUrl: env.assetsBaseUrl,
    }),
    chainIds: chains.map((chain) => chain.id),
    problems: env.rpcUrlProblems,
  };
}
