import { describe, expect, it } from 'vitest';
import { buildChains, SEPOLIA } from '@/config/chains';
import { readEnv } from '@/config/env';
import {
  buildHostingConfig,
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxSnippet,
  SAFE_APP_PATHS,
  SAFE_WEB_APP_ORIGINS,
  safeAppHeaders,
  securityHeaders,
} from '../../../scripts/build/securityHeaders';
import { parseHeadersFile } from '../../../scripts/build/hostingPlugin.mjs';

/** The CSP as directive -> values. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const chains = buildChains({ enableTestnets: true, localRpcUrl: undefined });

describe('security headers of the production build', () => {
  it('behavior: scripts come from the hub only: no inline script, no eval', () => {
    const csp = directives(contentSecurityPolicy({ chains }));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ chains })).not.toMatch(/unsafe-eval/);
  });

  it('behavior: only the Safe web app may frame the hub', () => {
    const csp = directives(contentSecurityPolicy({ chains }));
    expect(csp['frame-ancestors']).toEqual(['https://app.safe.global']);
  });

  it('behavior: connect-src lists every RPC of the offered chains (http and ws), the WalletConnect relay and the sign-in API', () => {
    const csp = directives(
      contentSecurityPolicy({ chains, siweApiUrl: 'https://auth.bear.example/api/siwe' }),
    );
    const connect = csp['connect-src']!;
    for (const url of SEPOLIA.rpcUrls.default.http) {
      const origin = new URL(url).origin;
      expect(connect).toContain(origin);
      expect(connect).toContain(origin.replace('https://', 'wss://'));
    }
    expect(connect).toContain('wss://ethereum-rpc.publicnode.com');
    expect(connect).toContain('wss://relay.walletconnect.org');
    expect(connect).toContain('https://auth.bear.example');
    expect(connect).not.toContain('https://auth.bear.example/api/siwe');
  });

  it('behavior: VITE_RPC_URLS replaces a chain’s public endpoints, in the chain list and in connect-src', () => {
    const env = readEnv({
      VITE_ENABLE_TESTNETS: 'true',
      VITE_RPC_URLS:
        '11155111=https://sepolia.rpc.bear.example/key, 11155111=wss://sepolia.rpc.bear.example/ws',
    });
    const overridden = buildChains(env);
    const sepolia = overridden.find((chain) => chain.id === SEPOLIA.id)!;
    expect(sepolia.rpcUrls.default.http).toEqual(['https://sepolia.rpc.bear.example/key']);
    expect(sepolia.rpcUrls.default.webSocket).toEqual(['wss://sepolia.rpc.bear.example/ws']);
    const connect = directives(contentSecurityPolicy({ chains: overridden }))['connect-src']!;
    expect(connect).toContain('https://sepolia.rpc.bear.example');
    expect(connect).not.toContain('https://11155111.rpc.thirdweb.com');
  });

  it('behavior: an unreadable VITE_RPC_URLS entry is reported for the build to refuse', () => {
    const raw = { VITE_RPC_URLS: 'sepolia=https://x.example 1=ftp://x.example' };
    const env = readEnv(raw);
    expect(env.rpcUrlProblems).toEqual([
      'VITE_RPC_URLS: "sepolia=https://x.example" is not chainId=http(s)://… or chainId=ws(s)://…',
      'VITE_RPC_URLS: "1=ftp://x.example" is not chainId=http(s)://… or chainId=ws(s)://…',
    ]);
    expect(buildHostingConfig(raw).problems).toEqual(env.rpcUrlProblems);
  });

  it('behavior: the other headers are set: HSTS, nosniff, referrer and permissions policies', () => {
    const headers = securityHeaders({ chains });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
  });

  it('behavior: _headers and the nginx snippet carry every header, and nginx falls back to index.html', () => {
    const headers = securityHeaders({ chains });
    const file = renderHeadersFile(headers);
    const nginx = renderNginxSnippet(headers);
    for (const [name, value] of Object.entries(headers)) {
      expect(file).toContain(`  ${name}: ${value}\n`);
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(file.split('\n')[1]).toBe('/*');
    expect(nginx).toContain('try_files $uri $uri/ /index.html;');
  });
});

describe('the Safe App manifest headers', () => {
  const chains = buildChains(readEnv({}));
  const headers = securityHeaders({ chains });

  it('behavior: _headers lets the Safe web app read the manifest and its icon (CORS, cross-origin resource policy)', () => {
    const rules = parseHeadersFile(renderHeadersFile(headers));
    for (const path of SAFE_APP_PATHS) {
      const rule = rules.find((candidate) => candidate.pattern === path);
      expect(rule?.headers).toMatchObject({
        'Access-Control-Allow-Origin': 'https://app.safe.global',
        'Access-Control-Allow-Methods': 'GET',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      // The site-wide same-origin policy is detached first, not combined with it.
      expect(rule?.detached).toEqual(['Cross-Origin-Resource-Policy']);
    }
    expect(SAFE_APP_PATHS).toContain('/manifest.json');
    expect(safeAppHeaders()['Access-Control-Allow-Origin']).toBe(SAFE_WEB_APP_ORIGINS[0]);
  });

  it('behavior: the Safe web app may frame the hub, and only it', () => {
    expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual([
      ...SAFE_WEB_APP_ORIGINS,
    ]);
  });

  it('behavior: nginx serves the manifest with the security headers and the Safe App ones, one resource policy', () => {
    const nginx = renderNginxSnippet(headers);
    const block = nginx.slice(nginx.indexOf('location = /manifest.json {'));
    const location = block.slice(0, block.indexOf('}'));
    expect(location).toContain(
      'add_header Access-Control-Allow-Origin "https://app.safe.global" always;',
    );
    expect(location).toContain('add_header Content-Security-Policy');
    expect(location.match(/Cross-Origin-Resource-Policy/g)).toHaveLength(1);
    expect(location).toContain('add_header Cross-Origin-Resource-Policy "cross-origin" always;');
  });
});
