/**
 * The only reader of `import.meta.env`. Every `VITE_*` variable the hub understands is read
 * here, trimmed, and handed to the rest of the code as a typed value. `.env.example` documents
 * each of them.
 */

/** Variables as Vite hands them over: `import.meta.env`, or a build's resolved `config.env`. */
export type RawEnv = Record<string, string | boolean | undefined>;

/** A trimmed string, or `undefined` when unset or blank. */
function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Same as {@link text} but without a trailing slash, for base URLs. */
function baseUrl(raw: RawEnv, key: string): string | undefined {
  return text(raw, key)?.replace(/\/+$/, '');
}

export interface HubEnv {
  /** Base URL of the assets host for the logo; unset means the bundled logo. */
  assetsBaseUrl: string | undefined;
  /** Overrides for the external links of the header and footer. */
  links: {
    officialHub: string | undefined;
    characterProject: string | undefined;
    groupHome: string | undefined;
    technologiesHome: string | undefined;
    docs: string | undefined;
  };
  /** Testnets (Goerli, Sepolia) are offered only when this is the string 'true'. */
  enableTestnets: boolean;
  /** When set, a Localhost chain (31337) on this RPC is added first and is the initial chain. */
  localRpcUrl: string | undefined;
  /** WalletConnect Cloud project id; needed only when a visitor picks WalletConnect. */
  walletConnectProjectId: string | undefined;
  /** Sign-In with Ethereum API base; sign-in is off when unset. */
  siweApiUrl: string | undefined;
  /** The indexer's HTTP API (indexer/README.md); the history parts are absent when unset. */
  indexerUrl: string | undefined;
  /**
   * RPC endpoints that replace a chain's public ones (e.g. a provider with the project's key),
   * by chain id, in order; `ws(s)://` entries are the chain's WebSocket endpoints.
   */
  rpcUrls: Readonly<Record<number, readonly string[]>>;
  /** Entries of VITE_RPC_URLS that could not be read; the build refuses them. */
  rpcUrlProblems: readonly string[];
  /** Vite's mode flags. */
  isDev: boolean;
}

/**
 * `VITE_RPC_URLS`: `chainId=url` entries separated by commas or spaces; an id given more than
 * once lists several endpoints, tried in order.
 */
function readRpcUrls(value: string | undefined): Pick<HubEnv, 'rpcUrls' | 'rpcUrlProblems'> {
  const rpcUrls: Record<number, string[]> = {};
  const rpcUrlProblems: string[] = [];
  for (const entry of value?.split(/[\s,]+/).filter(Boolean) ?? []) {
    const match = /^(\d+)=((?:https?|wss?):\/\/\S+)$/.exec(entry);
    const chainId = Number(match?.[1]);
    if (!match || !Number.isSafeInteger(chainId) || chainId <= 0) {
      rpcUrlProblems.push(
        `VITE_RPC_URLS: "${entry}" is not chainId=http(s)://… or chainId=ws(s)://…`,
      );
      continue;
    }
    (rpcUrls[chainId] ??= []).push(match[2]!);
  }
  return { rpcUrls, rpcUrlProblems };
}

/** Reads a raw environment object (import.meta.env, or a test's own) into {@link HubEnv}. */
export function readEnv(raw: RawEnv): HubEnv {
  return {
    assetsBaseUrl: baseUrl(raw, 'VITE_ASSETS_BASE_URL'),
    links: {
      officialHub: text(raw, 'VITE_OFFICIAL_HUB_URL'),
      characterProject: text(raw, 'VITE_CHARACTER_PROJECT_URL'),
      groupHome: text(raw, 'VITE_GROUP_HOME_URL'),
      technologiesHome: text(raw, 'VITE_TECHNOLOGIES_HOME_URL'),
      docs: text(raw, 'VITE_DOCS_URL'),
    },
    enableTestnets: text(raw, 'VITE_ENABLE_TESTNETS') === 'true',
    localRpcUrl: baseUrl(raw, 'VITE_LOCAL_RPC_URL'),
    walletConnectProjectId: text(raw, 'VITE_WALLETCONNECT_PROJECT_ID'),
    siweApiUrl: baseUrl(raw, 'VITE_SIWE_API_URL'),
    indexerUrl: baseUrl(raw, 'VITE_INDEXER_URL'),
    ...readRpcUrls(text(raw, 'VITE_RPC_URLS')),
    isDev: raw.DEV === true,
  };
}

export const env: HubEnv = readEnv(import.meta.env as unknown as RawEnv);
