// The only reader of `import.meta.env`; `.env.example` documents each variable.

/** `import.meta.env`, or a build's resolved `config.env`. */
export type RawEnv = Record<string, string | boolean | undefined>;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

const baseUrl = (raw: RawEnv, key: string) => text(raw, key)?.replace(/\/+$/, '');

/** `VITE_RPC_URLS`: `chainId=url` entries split by commas or spaces (an id may repeat). */
function readRpcUrls(value: string | undefined) {
  /** Endpoints replacing a chain's public ones, by chain id, in order (ws(s) for sockets). */
  const rpcUrls: Record<number, string[]> = {};
  /** Unreadable VITE_RPC_URLS entries; the build refuses them. */
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

export function readEnv(raw: RawEnv) {
  return {
    /** The logo's host; unset means the bundled logo. */
    assetsBaseUrl: baseUrl(raw, 'VITE_ASSETS_BASE_URL'),
    links: {
      officialHub: text(raw, 'VITE_OFFICIAL_HUB_URL'),
      characterProject: text(raw, 'VITE_CHARACTER_PROJECT_URL'),
      groupHome: text(raw, 'VITE_GROUP_HOME_URL'),
      technologiesHome: text(raw, 'VITE_TECHNOLOGIES_HOME_URL'),
      docs: text(raw, 'VITE_DOCS_URL'),
    },
    enableTestnets: text(raw, 'VITE_ENABLE_TESTNETS') === 'true',
    /** Adds the Localhost chain first (the initial chain). */
    localRpcUrl: baseUrl(raw, 'VITE_LOCAL_RPC_URL'),
    walletConnectProjectId: text(raw, 'VITE_WALLETCONNECT_PROJECT_ID'),
    /** Sign-in is off when unset. */
    siweApiUrl: baseUrl(raw, 'VITE_SIWE_API_URL'),
    /** The history parts are absent when unset. */
    indexerUrl: baseUrl(raw, 'VITE_INDEXER_URL'),
    ...readRpcUrls(text(raw, 'VITE_RPC_URLS')),
    isDev: raw.DEV === true,
  };
}

export type HubEnv = ReturnType<typeof readEnv>;

export const env: HubEnv = readEnv(import.meta.env as unknown as RawEnv);
