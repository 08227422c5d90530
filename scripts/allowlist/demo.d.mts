/** Types of demo.mjs for TypeScript callers (tests). */
export declare const DEMO_ALLOWLIST: Readonly<{ price: bigint; walletLimit: bigint }>;
export declare const DEMO_PUBLIC_SALE_DELAY_S: bigint;
export declare function demoMintPhase(
  env?: Record<string, string | undefined>,
): 'public' | 'allowlist';
