/** Types of keystore.mjs (version 3 encrypted key files) for TypeScript callers. */
export declare class KeystoreError extends Error {}
/** The private key in a version 3 key file; throws KeystoreError on a wrong password. */
export declare function decryptKeystore(json: string, password: string): `0x${string}`;
/** A version 3 key file (scrypt) for the key; `n` lowers the scrypt cost, for tests only. */
export declare function encryptKeystore(
  privateKey: `0x${string}`,
  password: string,
  options?: { n?: number },
): string;
export declare function promptHidden(prompt: string): Promise<string>;
