// A build's HTTP security headers, _headers and nginx snippet, for hostingPlugin.mjs.
import { buildChains, LOCAL_CHAIN_ID, type HubChain } from '../../src/config/chains';
import { readEnv, type HubEnv, type RawEnv } from '../../src/config/env';
import { SAFE_WEB_APP_ORIGINS } from '../../src/config/safeOrigins';

export { readDeploymentRecord } from '../../src/config/deploymentRecords';

export { SAFE_WEB_APP_ORIGINS };

/** WalletConnect's relay, RPC, verify and telemetry endpoints. */
const WALLETCONNECT_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
] as const;
/** Coinbase Wallet SDK's bridge and RPC (the wallet opens in a pop-up). */
const COINBASE_CONNECT_SOURCES = [
  'https://keys.coinbase.com',
  'https://rpc.wallet.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
] as const;

/** One year, with subdomains: the hub is served over HTTPS only. */
const HSTS_MAX_AGE_S = 31_536_000;

type SecurityHeaderSources = Partial<
  Pick<HubEnv, 'siweApiUrl' | 'indexerUrl' | 'assetsBaseUrl'>
> & {
  chains: readonly HubChain[];
};

function originOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** Each chain's RPC origins, an http(s) one with its ws(s) twin: either transport may be used. */
function rpcOrigins(chains: readonly HubChain[]): string[] {
  return chains
    .flatMap((chain) => [...chain.rpcUrls.default.http, ...(chain.rpcUrls.default.webSocket ?? [])])
    .filter((url) => url.trim() !== '')
    .map(originOf)
    .flatMap((origin) =>
      /^https?:/.test(origin) ? [origin, origin.replace(/^http/, 'ws')] : [origin],
    );
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * No inline script or eval; inline styles for React's `style` attributes and the Coinbase SDK's
 * sheet; with an ENS chain any https: image, as an avatar's URL is its owner's choice.
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
    // WalletConnect's verify API runs in a frame.
    ['frame-src', WALLETCONNECT_CONNECT_SOURCES.filter((source) => source.includes('//verify.'))],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...SAFE_WEB_APP_ORIGINS]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

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

/** The Safe App's manifest and icon, which Safe{Wallet} reads from its own origin. */
export const SAFE_APP_PATHS = ['/manifest.json', '/safe-app-icon.svg'] as const;

/** Without a cross-origin resource policy, another site's `<img>` of the icon is refused. */
export function safeAppHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin':
      SAFE_WEB_APP_ORIGINS.length === 1 ? SAFE_WEB_APP_ORIGINS[0] : '*',
    'Access-Control-Allow-Methods': 'GET',
    'Access-Control-Allow-Headers': 'X-Requested-With, Content-Type, Authorization',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}

/** Hashed build assets never change under their name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `_headers` (Netlify, Cloudflare Pages): every matching rule applies, so a reset is detached. */
export function renderHeadersFile(headers: Record<string, string>): string {
  const safeApp = Object.entries(safeAppHeaders());
  return [
    '# Generated by `npm run build` from the build configuration. Do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...SAFE_APP_PATHS.flatMap((path) => [
      path,
      ...safeApp.filter(([name]) => name in headers).map(([name]) => `  ! ${name}`),
      ...safeApp.map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}

const nginxHeaders = (headers: Record<string, string>) =>
  Object.entries(headers).map(
    ([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
  );

const nginxFiles = (match: string, headers: Record<string, string>) => [
  `location ${match} {`,
  ...nginxHeaders(headers).map((line) => `  ${line}`),
  '  try_files $uri =404;',
  '}',
];

/** The same headers for an nginx `server` block, with the SPA fallback to index.html. */
export function renderNginxSnippet(headers: Record<string, string>): string {
  return [
    '# Generated by `npm run build` from the build configuration. Do not edit.',
    '# Inside the server block that serves the build (root /path/to/dist;):',
    ...nginxHeaders(headers),
    '',
    '# Hashed assets: cached for a year. add_header in a location replaces the ones above,',
    '# so they are repeated there.',
    ...nginxFiles('/assets/', { ...headers, 'Cache-Control': IMMUTABLE_CACHE }),
    '',
    '# The Safe App manifest and icon, read by Safe{Wallet} from its own origin.',
    ...SAFE_APP_PATHS.flatMap((path) =>
      nginxFiles(`= ${path}`, { ...headers, ...safeAppHeaders() }),
    ),
    '',
    '# Every route of the single-page app answers with index.html.',
    'location / {',
    '  try_files $uri $uri/ /index.html;',
    '}',
    '',
  ].join('\n');
}

/** A local-development setting, and why a hosted build refuses it. */
interface LocalSetting {
  variable: string;
  /** The origin only: an RPC URL's path often holds a provider key. */
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

/**
 * Not on the public internet: 10/8, 172.16/12, 192.168/16, 100.64/10 (CGNAT), 169.254/16, 0/8,
 * fc00::/7, fe80::/10, IPv4-mapped IPv6 of those, and `.local`, `.internal`, `.home.arpa` names.
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
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)?.slice(1).map(Number);
  if (!parts || parts.some((part) => part > 255)) return false;
  const [a, b] = parts as [number, number];
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

/** The local chain, and any URL the page calls over http/ws or on a loopback or private host. */
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
  const urls: [string, string | undefined][] = [
    ...Object.entries(env.rpcUrls).flatMap(([chainId, list]) =>
      list.map((url): [string, string] => [`VITE_RPC_URLS (chain ${chainId})`, url]),
    ),
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

/** `raw` is Vite's resolved `config.env`: the very settings the bundle is built with. */
export function buildHostingConfig(raw: RawEnv) {
  const env = readEnv(raw);
  const chains = buildChains(env);
  return {
    headers: securityHeaders({ ...env, chains }),
    chainIds: chains.map((chain) => chain.id),
    problems: env.rpcUrlProblems,
    localSettings: localDevelopmentSettings(env),
  };
}
