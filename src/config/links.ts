import { env, type HubEnv } from './env';
import bundledLogoUrl from '@/assets/bear-logo.svg';

/**
 * Every URL the hub shows. Each external one can be overridden through a `VITE_*` variable
 * (see `.env.example`); the defaults are the project's own domains. The logo comes from the
 * assets host when `VITE_ASSETS_BASE_URL` is set, otherwise from the bundle, so the default
 * build loads nothing from remote hosts.
 */
export interface HubLinks {
  logo: string;
  officialHub: string;
  characterProject: string;
  groupHome: string;
  technologiesHome: string;
  docs: string;
}

export const DEFAULT_LINKS = {
  officialHub: 'https://hub.bear.example',
  characterProject: 'https://bear.example',
  groupHome: 'https://group.bear.example',
  technologiesHome: 'https://tech.bear.example',
  docs: 'https://docs.bear.example',
} as const;

export const LOGO_FILE_NAME = 'bear-logo.svg';

/** Gateways an ENS avatar's `ipfs://`, `ipns://` and `ar://` records are loaded through (viem's defaults). */
export const ENS_AVATAR_GATEWAYS = {
  ipfs: 'https://ipfs.io',
  arweave: 'https://arweave.net',
} as const;

/** Builds the link table from an environment; exported for tests. */
export function buildLinks(source: HubEnv, bundledLogo: string = bundledLogoUrl): HubLinks {
  return {
    logo: source.assetsBaseUrl ? `${source.assetsBaseUrl}/${LOGO_FILE_NAME}` : bundledLogo,
    officialHub: source.links.officialHub ?? DEFAULT_LINKS.officialHub,
    characterProject: source.links.characterProject ?? DEFAULT_LINKS.characterProject,
    groupHome: source.links.groupHome ?? DEFAULT_LINKS.groupHome,
    technologiesHome: source.links.technologiesHome ?? DEFAULT_LINKS.technologiesHome,
    docs: source.links.docs ?? DEFAULT_LINKS.docs,
  };
}

export const links: HubLinks = buildLinks(env);

/** In-app routes, in one place so links and the router agree. */
export const ROUTES = {
  home: '/',
  mint: '/mint',
} as const;
