/** An inline SVG data URI: no image is ever fetched from a remote host. */
export function monogramIcon(label: string, background: string, foreground = '#ffffff'): string {
  const fontSize = label.length > 1 ? 15 : 20;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" rx="9" fill="${background}"/>` +
    `<text x="20" y="21" dominant-baseline="middle" text-anchor="middle" ` +
    `font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="${foreground}">` +
    `${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
