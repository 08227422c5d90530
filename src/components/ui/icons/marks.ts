// Bundled marks (no runtime fetch): `@web3icons/core` (MIT), tiled; on tiles, Brave from
// `simple-icons` (CC0-1.0) and `lucide-static`'s (ISC) wallet for "Browser Wallet". Loaded with
// the wallet dialogs and by the network chip (`ChainIcon`), never with the first view.
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
import { ARBITRUM, ETHEREUM, GOERLI, OPTIMISM, POLYGON, SEPOLIA, ZORA } from '@/config/chains';
import type { WalletId } from '@/wallet/types';

/** The markup as a `data:` URI: an SVG in an `<img>` runs no script and reaches no file. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

// 24 × 24 tile, 24 × 24 glyph centred `glyphSize` wide; `<title>` dropped (the page names it).
function tileSvg(background: string, glyphSvg: string, glyphAttributes: string, glyphSize = 14) {
  const match = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(glyphSvg);
  if (!match?.[1]) throw new Error('Not an SVG document.');
  const glyph = match[1].replace(/<title>[\s\S]*?<\/title>/g, '').trim();
  const offset = (24 - glyphSize) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${glyphSize / 24})" ${glyphAttributes}>` +
    `${glyph}</g></svg>`
  );
}

// Colours as in the wallets' metadata (importing it would split it out of the main chunk).
const brave = tileSvg('#ffffff', braveGlyph, 'fill="#fb542b"', 16);
const browserWallet = tileSvg(
  '#6b7280',
  walletGlyph,
  'fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
);

/** The Local Dev Wallet keeps its monogram. */
export const WALLET_MARKS: Readonly<Partial<Record<WalletId, string>>> = {
  injected: svgDataUri(browserWallet),
  safe: svgDataUri(safe),
  rainbow: svgDataUri(rainbow),
  coinbase: svgDataUri(coinbase),
  metaMask: svgDataUri(metaMask),
  walletConnect: svgDataUri(walletConnect),
  brave: svgDataUri(brave),
};

const ethereumMark = svgDataUri(ethereum);

/** By chain id; Ethereum's testnets carry Ethereum's mark, Localhost keeps its monogram. */
export const CHAIN_MARKS: ReadonlyMap<number, string> = new Map([
  [ETHEREUM.id, ethereumMark],
  [GOERLI.id, ethereumMark],
  [SEPOLIA.id, ethereumMark],
  [POLYGON.id, svgDataUri(polygon)],
  [OPTIMISM.id, svgDataUri(optimism)],
  [ARBITRUM.id, svgDataUri(arbitrum)],
  [ZORA.id, svgDataUri(zora)],
]);
