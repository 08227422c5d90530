/**
 * The Safe web app, which embeds the hub as a Safe App. Only these origins may frame the hub
 * (`frame-ancestors` in the security headers) and talk to the Safe connector.
 */
export const SAFE_WEB_APP_ORIGINS = ['https://app.safe.global'] as const;

/** Exact-origin patterns for the Safe Apps SDK's `allowedDomains`. */
export function safeOriginPatterns(origins: readonly string[] = SAFE_WEB_APP_ORIGINS): RegExp[] {
  return origins.map((origin) => new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}
