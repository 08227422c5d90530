import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  discoverWallets,
  findAnnouncedProvider,
  monogramIcon,
  resetProviderRegistry,
  sanitizeAnnouncement,
  waitForAnnouncement,
} from '@/wallet/providerRegistry';
import { awaitsAnnouncement } from '@/wallet/connectors/announced';
import { ANNOUNCED_WALLET_NAME_MAX_CHARS } from '@/config/constants';
import { EIP6963_ANNOUNCE_EVENT, type Eip6963ProviderDetail } from '@/wallet/eip1193';
import { FakeProvider } from '../../support/fakeProvider';

const UUID = '4f1c2e0a-8b7d-4c3e-9a2b-1d0e5f6a7b8c';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function announce(info: Record<string, unknown>, provider: unknown = new FakeProvider()) {
  window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: { info, provider } }));
}

const wallet = (overrides: Record<string, unknown> = {}) => ({
  uuid: UUID,
  name: 'Example Wallet',
  icon: PNG,
  rdns: 'io.example.wallet',
  ...overrides,
});

describe('EIP-6963 discovery', () => {
  afterEach(() => {
    resetProviderRegistry();
    vi.restoreAllMocks();
  });

  it('behavior: the first provider announced for an rdns keeps it; another one is ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: Eip6963ProviderDetail[] = [];
    discoverWallets((detail) => seen.push(detail));
    const first = new FakeProvider();
    const impostor = new FakeProvider();
    announce(wallet(), first);
    announce(wallet({ uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Impostor' }), impostor);
    expect(findAnnouncedProvider(['io.example.wallet'])?.provider).toBe(first);
    expect(findAnnouncedProvider(['io.example.wallet'])?.info.name).toBe('Example Wallet');
    expect(seen).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('io.example.wallet'));
  });

  it('behavior: the same provider announcing again (a discovery request) changes nothing and warns nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: Eip6963ProviderDetail[] = [];
    discoverWallets((detail) => seen.push(detail));
    const provider = new FakeProvider();
    announce(wallet(), provider);
    announce(wallet(), provider);
    expect(seen).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('behavior: a wallet announcing after discovery started reaches subscribers at once', () => {
    const seen: string[] = [];
    discoverWallets((detail) => seen.push(detail.info.rdns));
    expect(seen).toEqual([]);
    announce(wallet());
    expect(seen).toEqual(['io.example.wallet']);
  });

  it.each([
    ['a missing uuid', { uuid: undefined }],
    ['a uuid that is not a UUIDv4', { uuid: 'uuid-io.example.wallet' }],
    ['a missing rdns', { rdns: undefined }],
    ['an empty rdns', { rdns: '' }],
    ['an rdns that is not reverse-DNS', { rdns: 'example wallet' }],
    ['an rdns of one label', { rdns: 'wallet' }],
    ['a blank name', { name: '   ' }],
    ['a name that is not a string', { name: 42 }],
  ])(
    'behavior: an announcement with %s is ignored',
    (_case, overrides: Record<string, unknown>) => {
      const seen: string[] = [];
      discoverWallets((detail) => seen.push(detail.info.rdns));
      announce(wallet(overrides));
      expect(seen).toEqual([]);
      expect(
        findAnnouncedProvider([String(overrides.rdns ?? 'io.example.wallet')]),
      ).toBeUndefined();
    },
  );

  it('behavior: an announcement without a usable provider is ignored', () => {
    discoverWallets(() => undefined);
    announce(wallet(), { request: 'not a function' });
    announce(wallet(), null);
    expect(findAnnouncedProvider(['io.example.wallet'])).toBeUndefined();
  });

  it('behavior: a name is trimmed and capped', () => {
    const long = `  ${'W'.repeat(ANNOUNCED_WALLET_NAME_MAX_CHARS + 30)}  `;
    expect(
      sanitizeAnnouncement({
        info: wallet({ name: '  Tidy Wallet \n' }),
        provider: new FakeProvider(),
      })?.info.name,
    ).toBe('Tidy Wallet');
    expect(
      sanitizeAnnouncement({ info: wallet({ name: long }), provider: new FakeProvider() })?.info
        .name,
    ).toBe('W'.repeat(ANNOUNCED_WALLET_NAME_MAX_CHARS));
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%2F%3E',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/webp;base64,UklGRg==',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
  ])('behavior: the icon %s is kept', (icon) => {
    expect(
      sanitizeAnnouncement({ info: wallet({ icon }), provider: new FakeProvider() })?.info.icon,
    ).toBe(icon);
  });

  it.each([
    ['a remote URL', 'https://tracker.example/icon.png'],
    ['a script URI', 'javascript:alert(1)'],
    ['an HTML data URI', 'data:text/html,<script>alert(1)</script>'],
    ['an unlisted image type', 'data:image/bmp;base64,Qk0='],
    ['no icon at all', undefined],
  ])('behavior: %s as icon is replaced by the monogram', (_case, icon) => {
    const detail = sanitizeAnnouncement({
      info: wallet({ icon, name: 'example Wallet' }),
      provider: new FakeProvider(),
    });
    expect(detail?.info.icon).toBe(monogramIcon('example Wallet'));
    expect(decodeURIComponent(detail?.info.icon ?? '')).toContain('>E</text>');
  });

  it('contract: the monogram escapes markup in the initial', () => {
    expect(decodeURIComponent(monogramIcon('<b>'))).toContain('>&lt;</text>');
  });
});

describe('waiting for a late announcement', () => {
  afterEach(() => resetProviderRegistry());

  it('behavior: resolves true as soon as the wallet announces', async () => {
    discoverWallets(() => undefined);
    const waiting = waitForAnnouncement(
      () => findAnnouncedProvider(['io.example.wallet']) !== undefined,
      5_000,
    );
    setTimeout(() => announce(wallet()), 10);
    await expect(waiting).resolves.toBe(true);
  });

  it('behavior: resolves false after the grace period when nobody announces', async () => {
    vi.useFakeTimers();
    try {
      discoverWallets(() => undefined);
      const waiting = waitForAnnouncement(() => false, 1_500);
      await vi.advanceTimersByTimeAsync(1_500);
      await expect(waiting).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('behavior: a remembered wallet awaits its announcement only until it has announced', () => {
    discoverWallets(() => undefined);
    expect(awaitsAnnouncement('io.example.wallet')).toBe(true);
    expect(awaitsAnnouncement('brave')).toBe(true);
    expect(awaitsAnnouncement('injected')).toBe(false);
    expect(awaitsAnnouncement('walletConnect')).toBe(false);
    expect(awaitsAnnouncement('not-an-rdns')).toBe(false);
    announce(wallet());
    announce(
      wallet({
        rdns: 'com.brave.wallet',
        uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        name: 'Brave Wallet',
      }),
    );
    expect(awaitsAnnouncement('io.example.wallet')).toBe(false);
    expect(awaitsAnnouncement('brave')).toBe(false);
  });
});
