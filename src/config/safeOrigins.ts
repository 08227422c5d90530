/** The Safe web app: the only origins that may frame the hub and talk to the Safe connector. */
export const SAFE_WEB_APP_ORIGINS = ['https://app.safe.global'] as const;

/** The same, for the Safe Apps SDK's `allowedDomains` (a test checks both lists agree). */
export const SAFE_ORIGIN_PATTERNS: readonly RegExp[] = [/^https:\/\/app\.safe\.global$/];
