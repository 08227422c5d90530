/** A digest of everything the generated files are made from (`contractsDir`: the sources). */
export function inputsDigest(contractsDir?: string): string;
/** A digest of the generated files as they are in `dir` (the deployments and the record aside). */
export function outputsDigest(dir?: string): string;
/** The digests `npm run compile` recorded in `dir`, or null. */
export function readDigests(dir?: string): { inputs: string; outputs: string } | null;
export const GENERATED_DIR: string;
export const ROOT: string;
/**
 * Whether the generated files in `generatedDir` are what `npm run compile` would write now;
 * `problems` names what differs.
 */
export function checkGenerated(options?: {
  generatedDir?: string;
  log?: (line: string) => void;
}): Promise<{ upToDate: boolean; problems: string[] }>;
