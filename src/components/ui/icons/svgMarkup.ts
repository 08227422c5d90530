/**
 * Small helpers that turn SVG markup shipped by the icon packages into `<img>` sources. Every
 * mark is bundled at build time and shown from a `data:` URI: nothing is fetched from a remote
 * host, and an SVG inside an `<img>` can run no script and reach no other file.
 */

/** The markup as a `data:image/svg+xml` URI. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The children of the outermost `<svg>` element, without `<title>` (the page names the wallet). */
export function svgChildren(svg: string): string {
  const match = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  if (!match?.[1]) throw new Error('Not an SVG document.');
  return match[1].replace(/<title>[\s\S]*?<\/title>/g, '').trim();
}

interface TileOptions {
  /** Fill of the square behind the glyph. */
  background: string;
  /** Children of a 24 × 24 glyph (from `svgChildren`). */
  glyph: string;
  /** Attributes for the group that holds the glyph (fill, stroke …). */
  glyphAttributes: string;
  /** Edge of the glyph inside the 24 × 24 tile. */
  glyphSize?: number;
}

/**
 * A 24 × 24 tile with a glyph centred on it: the same shape as the packaged wallet marks, for a
 * glyph that ships without its own background.
 */
export function tileSvg({
  background,
  glyph,
  glyphAttributes,
  glyphSize = 14,
}: TileOptions): string {
  const offset = (24 - glyphSize) / 2;
  const scale = glyphSize / 24;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
    `<rect width="24" height="24" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})" ${glyphAttributes}>${glyph}</g>` +
    `</svg>`
  );
}
