import { env, type HubEnv } from './env';
import bundledLogoUrl from '@/assets/bear-logo.svg';

export const DEFAULT_LINKS = {
  officialHub: 'https://hub.bear.example',
  characterProject: 'https://bear.example',
  groupHome: 'https://group.bear.example',
  technologiesHome: 'https://tech.bear.example',
  docs: 'https://docs.bear.example',
} as const;

/** Gateways for an ENS avatar's `ipfs://`, `ipns://` and `ar://` records (viem's defaults). */
export const ENS_AVATAR_GATEWAYS = {
  ipfs: 'https://ipfs.io',
  arweave: 'https://arweave.net',
} as const;

/** The logo is the bundle's unless an assets host is set: no remote host by default. */
export function buildLinks(source: HubEnv, bundledLogo: string = bundledLogoUrl) {
  const configured = Object.entries(source.links).filter(([, url]) => url !== undefined);
  return {
    ...DEFAULT_LINKS,
    ...(Object.fromEntries(configured) as Partial<Record<keyof typeof DEFAULT_LINKS, string>>),
    logo: source.assetsBaseUrl ? `${source.assetsBaseUrl}/bear-logo.svg` : bundledLogo,
  };
}

export const links = buildLinks(env);

export const ROUTES = { home: '/', mint: '/mint' } as const;
