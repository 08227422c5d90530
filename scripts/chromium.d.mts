/** Types of chromium.mjs, for the TypeScript configs. */
export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
