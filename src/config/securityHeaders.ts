/**
 * The HTTP security headers of a production build, derived from the build's configuration
 * (chains and their RPC endpoints, the sign-in API, the assets host). The build writes them to
 * `_headers` (Netlify, Cloudflare Pages) and an nginx snippet, and `vite preview` serves them
 * (scripts/build/hostingPlugin.mjs); nothing in the app imports this module.
 */
import { buildChains, LOCAL_CHAIN_ID, type HubChain } from './chains';
import { readEnv, type HubEnv, type RawEnv } from './env';
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
  indexerUrl?: string | undefined;
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
 * style cannot run code. Images: this origin, data: URLs (the on-chain bears, wallet and chain
 * marks) and, when a chain of the build has ENS, https: for avatars: an ENS avatar is a URL the
 * name's owner writes, on any host (wallet/ensAvatar.ts turns ipfs:// and ar:// into https gateways), and no
 * proxy of ours stands in between to narrow it. An image runs no code; the avatar is loaded
 * without a Referer (components/ui/Avatar.tsx). Otherwise only the assets host.
 */
export function contentSecurityPolicy(sources: SecurityHeaderSources): string {
  const connect = unique([
    "'self'",
    ...rpcOrigins(sources.chains),
    ...WALLETCONNECT_CONNECT_SOURCES,
    ...COINBASE_CONNECT_SOURCES,
    ...(sources.siweApiUrl ? [originOf(sources.siweApiUrl)] : []),
    ...(sources.indexerUrl ? [originOf(sources.indexerUrl)] : []),
  ]);
  const avatars = sources.chains.some((chain) => chain.hasEns);
  const assets = sources.assetsBaseUrl ? originOf(sources.assetsBaseUrl) : undefined;
  const images = unique([
    "'self'",
    'data:',
    ...(avatars ? ['https:'] : []),
    // An https assets host is already within https:.
    ...(assets && !(avatars && assets.startsWith('https://')) ? [assets] : []),
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

/**
 * The Safe App's manifest and its icon: Safe{Wallet} reads them from its own origin (a fetch
 * for the manifest, an `<img>` for the icon) when the hub is added as a custom app.
 */
export const SAFE_APP_PATHS = ['/manifest.json', '/safe-app-icon.svg'] as const;

/**
 * What the Safe App's files add: CORS for the Safe web app (one origin can be named; with
 * several, any origin may read these two public files) and a cross-origin resource policy, which
 * replaces the site's `same-origin` for them (an `<img>` of another site is refused otherwise).
 */
export function safeAppHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin':
      SAFE_WEB_APP_ORIGINS.length === 1 ? SAFE_WEB_APP_ORIGINS[0] : '*',
    'Access-Control-Allow-Methods': 'GET',
    'Access-Control-Allow-Headers': 'X-Requested-With, Content-Type, Authorization',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/** Hashed build assets never change under their name: cache them for a year. */
export const IMMUTABLE_ASSETS_PATH = '/assets/*';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * `_headers` for Netlify and Cloudflare Pages. Every matching rule applies; a header a later
 * rule sets again is first detached (`! Name`) from the general one.
 */
export function renderHeadersFile(headers: Record<string, string>): string {
  const safeApp = Object.entries(safeAppHeaders());
  return [
    '# Generated by `npm run build` from the build configuration. Do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    IMMUTABLE_ASSETS_PATH,
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...SAFE_APP_PATHS.flatMap((path) => [
      path,
      ...safeApp.filter(([name]) => name in headers).map(([name]) => `  ! ${name}`),
      ...safeApp.map(([name, value]) => `  ${name}: ${value}`),
    ]),
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
    '# The Safe App manifest and icon, read by Safe{Wallet} from its own origin.',
    ...SAFE_APP_PATHS.flatMap((path) => [
      `location = ${path} {`,
      ...Object.entries({ ...headers, ...safeAppHeaders() }).map(
        ([name, value]) => `  add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
      ),
      '  try_files $uri =404;',
      '}',
    ]),
    '',
    '# Every route of the single-page app answers with index.html.',
    'location / {',
    '  try_files $uri $uri/ /index.html;',
    '}',
    '',
  ].join('\n');
}

/** A setting of the build that belongs to local development, and why a hosted build refuses it. */
export interface LocalSetting {
  /** The variable, e.g. `VITE_LOCAL_RPC_URL`. */
  variable: string;
  /** What of it is local: the origin only (an RPC URL's path often holds a provider key). */
  value: string;
  reason: string;
}

/** localhost, 127.0.0.0/8, ::1, 0.0.0.0: the visitor's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** The four numbers of a dotted IPv4 address, or undefined for anything else. */
function ipv4Parts(host: string): number[] | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  const parts = match?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts : undefined;
}

/**
 * An address of a private network, link-local or otherwise not on the public internet:
 * 10/8, 172.16/12, 192.168/16, 100.64/10 (carrier-grade NAT), 169.254/16 (link-local), 0/8;
 * IPv6 fc00::/7 (unique local), fe80::/10 (link-local), and an IPv4 one mapped into IPv6; names
 * under `.local` (mDNS), `.internal` and `.home.arpa`. A visitor's browser reaches none of them
 * on a hosted site (or reaches a device of the visitor's own network).
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/(^|\.)(local|internal|home\.arpa)$/.test(host)) return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host)?.[1];
  if (mapped) return isLoopbackHost(mapped) || isPrivateHost(mapped);
  const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mappedHex) {
    const high = parseInt(mappedHex[1]!, 16);
    const low = parseInt(mappedHex[2]!, 16);
    const dotted = [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    return isLoopbackHost(dotted) || isPrivateHost(dotted);
  }
  if (host.includes(':'))
    return /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
  const parts = ipv4Parts(host);
  if (!parts) return false;
  const [a, b] = parts as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

const UNENCRYPTED =
  'is unencrypted: an https page may not call it (mixed content), and anyone on the way can ' +
  'read or change its answers';
const LOOPBACK = "points at each visitor's own computer (loopback), not at a server of yours";
const PRIVATE =
  'points at a private or link-local network address, which visitors cannot reach (or which ' +
  'reaches a device on their own network), not at a public server of yours';

/** Why `url` is a development address, or undefined for a public https/wss one. */
function localUrlReason(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined; // reported where it is used (the headers)
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' || parsed.protocol === 'ws:') return UNENCRYPTED;
  if (isLoopbackHost(parsed.hostname)) return LOOPBACK;
  if (isPrivateHost(parsed.hostname)) return PRIVATE;
  return undefined;
}

/**
 * The settings of `env` that belong to local development: the local chain and its Local Dev
 * Wallet (`VITE_LOCAL_RPC_URL`), and any URL the page calls (RPC, sign-in API, indexer, assets
 * host) that is plain http/ws, or on a loopback, private or link-local host. A build refuses them unless it is a rehearsal
 * (scripts/build/hostingPlugin.mjs).
 */
export function localDevelopmentSettings(env: HubEnv): LocalSetting[] {
  const found: LocalSetting[] = [];
  if (env.localRpcUrl) {
    found.push({
      variable: 'VITE_LOCAL_RPC_URL',
      value: URL.canParse(env.localRpcUrl) ? originOf(env.localRpcUrl) : env.localRpcUrl,
      reason:
        `adds the Localhost chain (${LOCAL_CHAIN_ID}) and the Local Dev Wallet, which signs ` +
        "with anvil's publicly known development account",
    });
  }
  for (const [chainId, urls] of Object.entries(env.rpcUrls)) {
    for (const url of urls) {
      const reason = localUrlReason(url);
      if (reason) {
        found.push({ variable: `VITE_RPC_URLS (chain ${chainId})`, value: originOf(url), reason });
      }
    }
  }
  const urls: [string, string | undefined][] = [
    ['VITE_SIWE_API_URL', env.siweApiUrl],
    ['VITE_INDEXER_URL', env.indexerUrl],
    ['VITE_ASSETS_BASE_URL', env.assetsBaseUrl],
  ];
  for (const [variable, url] of urls) {
    const reason = url ? localUrlReason(url) : undefined;
    if (url && reason) found.push({ variable, value: originOf(url), reason });
  }
  return found;
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
  localSettings: LocalSetting[];
} {
  const env = readEnv(raw);
  const chains = buildChains(env);
  return {
    headers: securityHeaders({
      chains,
      siweApiUrl: env.siweApiUrl,
      indexerUrl: env.indexerUrl,
      assetsBaseUrl: env.assetsBaseUrl,
    }),
    chainIds: chains.map((chain) => chain.id),
    problems: env.rpcUrlProblems,
    localSettings: localDevelopmentSettings(env),
  };
}
