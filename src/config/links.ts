import { env, type HubEnv } from './env';
import bundledLogoUrl from '@/assets/bear-logo.svg';

/** The logo is the bundle's unless an assets host is set: no remote host by default. */
export type HubLinks = Record<'logo' | keyof typeof DEFAULT_LINKS, string>;

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

export function buildLinks(source: HubEnv, bundledLogo: string = bundledLogoUrl): HubLinks {
  return {
    logo: source.assetsBaseUrl ? `${source.assetsBaseUrl}/bear-logo.svg` : bundledLogo,
    officialHub: source.links.officialHub ?? DEFAULT_LINKS.officialHub,
    characterProject: source.links.characterProject ?? DEFAULT_LINKS.characterProject,
    groupHome: source.links.groupHome ?? DEFAULT_LINKS.groupHome,
    technologiesHome: source.links.technologiesHome ?? DEFAULT_LINKS.technologiesHome,
    docs: source.links.docs ?? DEFAULT_LINKS.docs,
  };
}

export const links: HubLinks = buildLinks(env);

/** In-app routes, so links and the router agree. */
export const ROUTES = {
  home: '/',
  mint: '/mint',
} as const;
