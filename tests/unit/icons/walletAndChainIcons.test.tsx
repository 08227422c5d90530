import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import coinbase from '@web3icons/core/svgs/wallets/background/coinbase.svg.js';
import metaMask from '@web3icons/core/svgs/wallets/background/metamask.svg.js';
import rainbow from '@web3icons/core/svgs/wallets/background/rainbow.svg.js';
import safe from '@web3icons/core/svgs/wallets/background/safe.svg.js';
import walletConnect from '@web3icons/core/svgs/wallets/background/wallet-connect.svg.js';
import arbitrum from '@web3icons/core/svgs/networks/background/arbitrum-one.svg.js';
import ethereum from '@web3icons/core/svgs/networks/background/ethereum.svg.js';
import optimism from '@web3icons/core/svgs/networks/background/optimism.svg.js';
import polygon from '@web3icons/core/svgs/networks/background/polygon.svg.js';
import zora from '@web3icons/core/svgs/networks/background/zora.svg.js';
import braveGlyph from 'simple-icons/icons/brave.svg?raw';
import walletGlyph from 'lucide-static/icons/wallet.svg?raw';
import { ChainIcon, loadChainMarks } from '@/components/ui/ChainIcon';
import { WalletIcon, type WalletIconSource } from '@/components/ui/WalletIcon';
import { svgDataUri } from '@/components/ui/icons/marks';
import {
  ARBITRUM,
  ETHEREUM,
  GOERLI,
  OPTIMISM,
  POLYGON,
  SEPOLIA,
  ZORA,
  localChain,
  type HubChain,
} from '@/config/chains';
import { env } from '@/config/env';
import { createAppStore } from '@/app/store';
import { selectWalletEntries } from '@/features/wallets/selectors';
import { WALLET_METADATA } from '@/wallet/walletMetadata';
import type { WalletId } from '@/wallet/types';
import { FakeProvider, announceProvider } from '../../support/fakeProvider';
import { useCleanWalletEnvironment } from '../../support/walletTest';

const PNG_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The `d` attribute of the first path of an SVG document. */
const firstPath = (svg: string) => /<path[^>]*\sd="([^"]+)"/.exec(svg)?.[1] ?? 'no path';

/** The picture a rendered icon shows, decoded back to markup when it is an SVG data URI. */
function shownImage(container: HTMLElement) {
  const icon = container.querySelector<HTMLElement>('.wallet-icon, .chain-icon');
  const img = icon?.querySelector('img');
  const src = img?.getAttribute('src') ?? '';
  const svg = src.startsWith('data:image/svg+xml,')
    ? decodeURIComponent(src.slice('data:image/svg+xml,'.length))
    : '';
  return { icon, img, src, svg, kind: icon?.dataset.icon };
}

const PACKAGED_WALLET_MARKS: [WalletId, string][] = [
  ['safe', safe],
  ['rainbow', rainbow],
  ['coinbase', coinbase],
  ['metaMask', metaMask],
  ['walletConnect', walletConnect],
];

describe('wallet icons', () => {
  it.each(PACKAGED_WALLET_MARKS)(
    'behavior: %s shows its packaged mark, not its letter monogram',
    (id, packaged) => {
      const { container } = render(<WalletIcon wallet={WALLET_METADATA[id]} />);
      const shown = shownImage(container);
      expect(shown.kind).toBe('mark');
      expect(shown.src).toBe(svgDataUri(packaged));
      expect(shown.src).not.toBe(WALLET_METADATA[id].icon);
    },
  );

  it('behavior: Brave Wallet shows the Brave lion in Brave orange', () => {
    const { container } = render(<WalletIcon wallet={WALLET_METADATA.brave} />);
    const shown = shownImage(container);
    expect(shown.kind).toBe('mark');
    expect(shown.svg).toContain(firstPath(braveGlyph));
    expect(shown.svg).toContain('fill="#fb542b"');
    expect(shown.svg).not.toContain('<text');
  });

  it('behavior: Browser Wallet (no brand) shows a wallet glyph instead of the letters BW', () => {
    const { container } = render(<WalletIcon wallet={WALLET_METADATA.injected} />);
    const shown = shownImage(container);
    expect(shown.kind).toBe('mark');
    expect(shown.svg).toContain(firstPath(walletGlyph));
    expect(shown.svg).not.toContain('>BW<');
  });

  it('behavior: every mark is an inline image, nothing points at a host', () => {
    for (const id of Object.keys(WALLET_METADATA) as WalletId[]) {
      const { container, unmount } = render(<WalletIcon wallet={WALLET_METADATA[id]} />);
      expect(shownImage(container).src).toMatch(/^data:image\/svg\+xml,/);
      unmount();
    }
  });

  it('behavior: the Local Dev Wallet, which has no mark, keeps its monogram', () => {
    const { container } = render(<WalletIcon wallet={WALLET_METADATA.localDev} />);
    const shown = shownImage(container);
    expect(shown.kind).toBe('monogram');
    expect(shown.svg).toContain('>DEV<');
  });

  it('behavior: an unknown wallet whose icon is not an inline image gets the monogram of its name', () => {
    const unknown: WalletIconSource = {
      id: 'org.example.unknown',
      name: 'zebra wallet',
      icon: 'https://tracker.example/icon.png',
      announcedIcon: 'https://tracker.example/icon.png',
      iconBackground: '#123456',
    };
    const { container } = render(<WalletIcon wallet={unknown} />);
    const shown = shownImage(container);
    expect(shown.kind).toBe('monogram');
    expect(shown.svg).toContain('>Z<');
    expect(shown.svg).toContain('fill="#123456"');
    expect(shown.src).not.toContain('tracker.example');
  });

  it('behavior: the icon a wallet announced through EIP-6963 wins over the packaged mark', () => {
    const { container } = render(
      <WalletIcon wallet={{ ...WALLET_METADATA.metaMask, announcedIcon: PNG_ICON }} />,
    );
    const shown = shownImage(container);
    expect(shown.kind).toBe('announced');
    expect(shown.src).toBe(PNG_ICON);
  });

  it('behavior: an announced icon that is not a data:image URI is ignored (the mark stays)', () => {
    const { container } = render(
      <WalletIcon wallet={{ ...WALLET_METADATA.metaMask, announcedIcon: 'javascript:alert(1)' }} />,
    );
    expect(shownImage(container)).toMatchObject({ kind: 'mark', src: svgDataUri(metaMask) });
  });
});

describe('announced icons in the connect list', () => {
  useCleanWalletEnvironment();
  const original = { ...env };
  afterEach(() => Object.assign(env, original));

  it('behavior: a catalogue wallet that announced itself carries its announced icon; one that did not carries none', () => {
    announceProvider(new FakeProvider(), { rdns: 'io.metamask', name: 'MetaMask', icon: PNG_ICON });
    const store = createAppStore();
    store.dispatch({ type: 'test/start' });
    const entries = selectWalletEntries(store.getState());
    const metaMaskEntry = entries.find((entry) => entry.id === 'metaMask');
    expect(metaMaskEntry?.announcedIcon).toBe(PNG_ICON);
    expect(entries.find((entry) => entry.id === 'rainbow')?.announcedIcon).toBeUndefined();

    const { container } = render(<WalletIcon wallet={metaMaskEntry as WalletIconSource} />);
    expect(shownImage(container)).toMatchObject({ kind: 'announced', src: PNG_ICON });
  });

  it('behavior: a wallet outside the seven shows the icon it announced', () => {
    announceProvider(new FakeProvider(), {
      rdns: 'io.example.wallet',
      name: 'Example Wallet',
      icon: PNG_ICON,
    });
    const store = createAppStore();
    store.dispatch({ type: 'test/start' });
    const entry = selectWalletEntries(store.getState()).find((e) => e.id === 'io.example.wallet');
    const { container } = render(<WalletIcon wallet={entry as WalletIconSource} />);
    expect(shownImage(container)).toMatchObject({ kind: 'announced', src: PNG_ICON });
  });
});

describe('chain icons', () => {
  const NETWORK_MARKS: [HubChain, string][] = [
    [ETHEREUM, ethereum],
    [POLYGON, polygon],
    [OPTIMISM, optimism],
    [ARBITRUM, arbitrum],
    [ZORA, zora],
    [SEPOLIA, ethereum],
    [GOERLI, ethereum],
  ];

  it.each(NETWORK_MARKS.map(([chain, svg]) => [chain.name, chain, svg] as const))(
    'behavior: %s shows its packaged network mark once the marks have loaded',
    async (_name, chain, packaged) => {
      const { container } = render(<ChainIcon chain={chain} />);
      const img = await within(container).findByRole('presentation', { hidden: true });
      expect(img).toHaveAttribute('src', svgDataUri(packaged));
      expect(shownImage(container).kind).toBe('mark');
      expect(container).not.toHaveTextContent(chain.iconLabel);
    },
  );

  it('behavior: Localhost, which has no mark, keeps its monogram after the marks have loaded', async () => {
    await loadChainMarks();
    const { container } = render(<ChainIcon chain={localChain('http://127.0.0.1:8545')} />);
    expect(container.querySelector('img')).toBeNull();
    expect(shownImage(container).kind).toBe('monogram');
    expect(container).toHaveTextContent('L');
  });

  it('behavior: a chain the hub does not know shows the warning sign, no mark', async () => {
    await loadChainMarks();
    render(<ChainIcon chain={undefined} />);
    expect(screen.getByText('!')).toHaveAttribute('data-icon', 'unknown');
  });
});
