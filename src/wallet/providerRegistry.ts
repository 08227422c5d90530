/**
 * Where the live provider objects live: outside the store (they are not serializable), in one
 * React-free module. It holds the EIP-6963 announcements of the page (keyed by rdns), the active
 * connection's provider, and the single event subscription on it.
 */
import {
  EIP6963_ANNOUNCE_EVENT,
  EIP6963_REQUEST_EVENT,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
} from './eip1193';

// --- EIP-6963 announcements -------------------------------------------------------------

const announced = new Map<string, Eip6963ProviderDetail>();
const announceSubscribers = new Set<(detail: Eip6963ProviderDetail) => void>();
let discoveryTarget: Window | null = null;

function isProviderDetail(value: unknown): value is Eip6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { info, provider } = value as Partial<Eip6963ProviderDetail>;
  return (
    typeof info?.rdns === 'string' &&
    info.rdns !== '' &&
    typeof info.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.icon === 'string' &&
    typeof provider?.request === 'function'
  );
}

function onAnnounce(event: Event): void {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!isProviderDetail(detail)) return;
  announced.set(detail.info.rdns, detail);
  for (const subscriber of announceSubscribers) subscriber(detail);
}

/**
 * Starts EIP-6963 discovery on `target` (once per page) and asks wallets to announce
 * themselves. `subscriber` is called for every wallet already known and every later one; the
 * returned function stops calling it.
 */
export function discoverWallets(
  subscriber: (detail: Eip6963ProviderDetail) => void,
  target: Window = window,
): () => void {
  if (discoveryTarget !== target) {
    discoveryTarget?.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
    target.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
    discoveryTarget = target;
  }
  announceSubscribers.add(subscriber);
  for (const detail of announced.values()) subscriber(detail);
  target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT));
  return () => announceSubscribers.delete(subscriber);
}

/** The announced provider of a wallet, by its reverse-DNS ids (first match wins). */
export function findAnnouncedProvider(
  rdnsList: readonly string[],
): Eip6963ProviderDetail | undefined {
  for (const rdns of rdnsList) {
    const detail = announced.get(rdns);
    if (detail) return detail;
  }
  return undefined;
}

/** The announcement whose provider is this very object, if any. */
export function findAnnouncedProviderByObject(
  provider: Eip1193Provider,
): Eip6963ProviderDetail | undefined {
  return [...announced.values()].find((detail) => detail.provider === provider);
}

// --- The active connection ------------------------------------------------------------------

/** The provider behind the current connection and how it was described to the store. */
export interface ActiveConnection {
  connectorId: string;
  provider: Eip1193Provider;
  /** EIP-6963 rdns when the provider came from an announcement. */
  rdns: string | null;
  name: string;
}

let active: ActiveConnection | null = null;

export function getActiveConnection(): ActiveConnection | null {
  return active;
}

export function setActiveConnection(connection: ActiveConnection | null): void {
  active = connection;
}

// --- Provider event subscriptions -------------------------------------------------------------

export interface ProviderEventHandlers {
  accountsChanged: (accounts: unknown) => void;
  chainChanged: (chainId: unknown) => void;
  disconnect: (error?: unknown) => void;
}

const EVENT_NAMES = ['accountsChanged', 'chainChanged', 'disconnect'] as const;

/** Removal functions per provider: at most one subscription per provider object. */
const subscriptions = new Map<Eip1193Provider, () => void>();

/**
 * Subscribes `handlers` to the provider's events, first removing any subscription made before
 * (on this provider or on another one: only the active connection is listened to). Calling it
 * twice, as StrictMode or a repeated connect would, still leaves exactly one listener per event.
 */
export function subscribeProviderEvents(
  provider: Eip1193Provider,
  handlers: ProviderEventHandlers,
): () => void {
  unsubscribeAllProviderEvents();
  // Copies, so removal gets the very function objects that were added.
  const bound = EVENT_NAMES.map((name) => {
    const listener = (value: unknown) => handlers[name](value);
    provider.on(name, listener as (...args: never[]) => void);
    return [name, listener] as const;
  });
  const unsubscribe = () => {
    for (const [name, listener] of bound) {
      provider.removeListener(name, listener as (...args: never[]) => void);
    }
    subscriptions.delete(provider);
  };
  subscriptions.set(provider, unsubscribe);
  return unsubscribe;
}

/** Removes every provider event subscription (disconnect, or before a new one). */
export function unsubscribeAllProviderEvents(): void {
  for (const unsubscribe of [...subscriptions.values()]) unsubscribe();
}

/** Forgets everything: announcements, the active connection, subscriptions (tests). */
export function resetProviderRegistry(): void {
  unsubscribeAllProviderEvents();
  discoveryTarget?.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce);
  discoveryTarget = null;
  announced.clear();
  announceSubscribers.clear();
  active = null;
}
