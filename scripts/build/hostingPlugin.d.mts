import type { Plugin } from 'vite';

/** Deployments alias, build report, security headers, source maps out of the output. */
export declare function hostingPlugin(): Plugin;
/** The folder of deployment records a build reads (BEAR_DEPLOYMENTS_DIR or deployments/). */
export declare function deploymentsDir(env?: Record<string, string | undefined>): string;
/** The build's settings that are not VITE_* but are read from the same env files. */
export declare const FILE_SETTINGS: readonly string[];
/** Those settings for a mode and env folder (false: none), the process environment winning. */
export declare function buildSettings(mode: string, envDir: string | false): Record<string, string>;
/** Parses a `_headers` file into path rules with their headers. */
export declare function parseHeadersFile(
  text: string,
): { pattern: string; headers: Record<string, string>; detached: string[] }[];
export declare const HEADERS_FILE: string;
export declare const SOURCEMAPS_DIR: string;
/** The process-environment flag of a rehearsal build (local development settings allowed). */
export declare const REHEARSAL_FLAG: string;
/** Whether the environment asks for a rehearsal build (BEAR_REHEARSAL=1 or true). */
export declare function isRehearsal(env?: Record<string, string | undefined>): boolean;
