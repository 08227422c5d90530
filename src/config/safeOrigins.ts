/**
 * The Safe web app, which embeds the hub as a Safe App. Only these origins may frame the hub
 * (`frame-ancestors` in the security headers) and talk to the Safe connector.
 */
export const SAFE_WEB_APP_ORIGINS = ['https://app.safe.global'] as const;

/**
 * The same origins as exact-match patterns, for the Safe Apps SDK's `allowedDomains` (written
 * out rather than built from the strings: a test checks that both lists agree).
 */
export const SAFE_ORIGIN_PATTERNS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/];
