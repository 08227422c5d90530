/** The markup as a `data:` URI: an SVG in an `<img>` runs no script and reaches no file. */
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
  background: string;
  /** Children of a 24 × 24 glyph (from `svgChildren`). */
  glyph: string;
  /** Attributes for the group that holds the glyph (fill, stroke …). */
  glyphAttributes: string;
  glyphSize?: number;
}

/** A 24 × 24 tile with the glyph centred on it, shaped like the packaged wallet marks. */
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
