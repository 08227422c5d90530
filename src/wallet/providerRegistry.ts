/**
 * The live provider objects, outside the store (not serializable): EIP-6963 announcements by
 * rdns, the active connection's provider and the one event subscription on it.
 */
import { ANNOUNCED_WALLET_NAME_MAX_CHARS } from '@/config/constants';
import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
} from './eip1193';
import type { ConnectorProvider } from './connectors/types';

const announced = new Map<string, Eip6963ProviderDetail>();
const announceSubscribers = new Set<(detail: Eip6963ProviderDetail) => void>();
let discoveryTarget: Window | null = null;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const RDNS_PATTERN = /^(?!-)[a-z0-9-]{1,63}(?:\.(?!-)[a-z0-9-]{1,63})+$/i;
/** Inline images only: no remote URL, no script. */
const ICON_PATTERN = /^data:image\/(?:png|svg\+xml|webp|jpeg|gif)[;,]/i;

const XML_ENTITIES = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

/** The wallet's initial on a plain tile, for announcements whose icon is refused. */
export function monogramIcon(name: string): string {
  const initial = (Array.from(name.trim())[0] ?? '?').toUpperCase();
  const letter = initial.replace(
    /[&<>"']/g,
    (char) => `&${XML_ENTITIES[char as keyof typeof XML_ENTITIES]};`,
  );
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>" +
        "<rect width='32' height='32' rx='8' fill='#4a4a5a'/>" +
        "<text x='16' y='21.5' font-family='sans-serif' font-size='16' font-weight='700' " +
        `fill='#fff' text-anchor='middle'>${letter}</text></svg>`,
    )
  );
}

/**
 * An announcement safe to show and key by (undefined: ignored): a UUIDv4 and an rdns required,
 * the name trimmed and capped, any other icon than an inline image replaced by a monogram.
 */
export function sanitizeAnnouncement(value: unknown): Eip6963ProviderDetail | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { info, provider } = value as {
    info?: Partial<Record<keyof Eip6963ProviderInfo, unknown>>;
    provider?: unknown;
  };
  if (typeof info !== 'object' || info === null) return undefined;
  if (typeof provider !== 'object' || provider === null) return undefined;
  if (typeof (provider as Partial<Eip1193Provider>).request !== 'function') return undefined;
  const { uuid, rdns, name, icon } = info;
  if (typeof uuid !== 'string' || !UUID_PATTERN.test(uuid)) return undefined;
  if (typeof rdns !== 'string' || !RDNS_PATTERN.test(rdns)) return undefined;
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '') return undefined;
  const shownName = Array.from(trimmed).slice(0, ANNOUNCED_WALLET_NAME_MAX_CHARS).join('').trim();
  return {
    info: Object.freeze({
      uuid,
      rdns,
      name: shownName,
      icon: typeof icon === 'string' && ICON_PATTERN.test(icon) ? icon : monogramIcon(shownName),
    }),
    provider: provider as Eip1193Provider,
  };
}

function onAnnounce(event: Event): void {
  const detail = sanitizeAnnouncement((event as CustomEvent<unknown>).detail);
  if (!detail) return;
  const known = announced.get(detail.info.rdns);
  if (known && known.provider !== detail.provider) {
    // Another script claiming a wallet that already announced: never swap the provider.
    console.warn(
      `[bear-hub] Ignored a second provider announced as "${detail.info.rdns}"; the first one is kept.`,
    );
    return;
  }
  if (known) return;
  announced.set(detail.info.rdns, detail);
  for (const subscriber of announceSubscribers) subscriber(detail);
}

/**
 * True once `isReady()` holds (checked now and on each announcement), false after `timeoutMs`: a
 * restore waits briefly for a wallet not yet announced.
 */
export function waitForAnnouncement(isReady: () => boolean, timeoutMs: number): Promise<boolean> {
  if (isReady()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      announceSubscribers.delete(check);
      resolve(ready);
    };
    const check = () => {
      if (isReady()) finish(true);
    };
    const timer = setTimeout(() => finish(isReady()), timeoutMs);
    announceSubscribers.add(check);
    // Ask again: a wallet that loaded after discovery started answers this request.
    discoveryTarget?.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
  });
}

/** Starts EIP-6963 discovery (once per page); `subscriber` hears of every wallet until removed. */
export function discoverWallets(subscriber: (detail: Eip6963ProviderDetail) => void): () => void {
  if (!discoveryTarget) {
    window.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
    discoveryTarget = window;
  }
  announceSubscribers.add(subscriber);
  for (const detail of announced.values()) subscriber(detail);
  window.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
  return () => announceSubscribers.delete(subscriber);
}

/** First match wins. */
export const findAnnouncedProvider = (rdnsList: readonly string[]) =>
  rdnsList.map((rdns) => announced.get(rdns)).find(Boolean);

export const findAnnouncedProviderByObject = (provider: Eip1193Provider) =>
  [...announced.values()].find((detail) => detail.provider === provider);

export type ActiveConnection = ConnectorProvider & { connectorId: string };

let active: ActiveConnection | null = null;

export function getActiveConnection(): ActiveConnection | null {
  return active;
}

export function setActiveConnection(connection: ActiveConnection | null): void {
  active = connection;
}

const EVENT_NAMES = ['accountsChanged', 'chainChanged', 'disconnect'] as const;

let unsubscribeEvents: (() => void) | null = null;

/** Removes any earlier subscription first: StrictMode or a repeated connect leave one listener. */
export function subscribeProviderEvents(
  provider: Eip1193Provider,
  handlers: Record<(typeof EVENT_NAMES)[number], (value: unknown) => void>,
): void {
  unsubscribeAllProviderEvents();
  // Copies, so removal gets the very function objects that were added.
  const bound = EVENT_NAMES.map(
    (name) => [name, (value: unknown) => handlers[name](value)] as const,
  );
  for (const [name, listener] of bound) provider.on(name, listener);
  unsubscribeEvents = () => {
    for (const [name, listener] of bound) provider.removeListener(name, listener);
  };
}

export function unsubscribeAllProviderEvents(): void {
  unsubscribeEvents?.();
  unsubscribeEvents = null;
}

/** Tests. */
export function resetProviderRegistry(): void {
  unsubscribeAllProviderEvents();
  discoveryTarget?.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
  discoveryTarget = null;
  announced.clear();
  announceSubscribers.clear();
  active = null;
}
