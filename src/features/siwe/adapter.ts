import { isAddress, type Address, type Hex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { SiweSession } from './slice';

/** What the visitor reads in their wallet above the signature request. */
export const SIWE_STATEMENT = 'Sign in to Bear Hub with your wallet.';
/**
 * The sign-in API (EIP-4361): `GET /nonce` (text), `POST /verify` ({ message, signature } →
 * { ok }), `GET /me` ({ address, chainId }, 401 without a session), `POST /logout`. The session
 * lives in a cookie, hence `credentials: 'include'`.
 */
export function createSiweAdapter(apiUrl: string) {
  const call = (path: string, init?: RequestInit) =>
    fetch(`${apiUrl}${path}`, { credentials: 'include', ...init });

  return {
    async getNonce(): Promise<string> {
      const response = await call('/nonce');
      const nonce = (await response.text()).trim();
      if (!response.ok || nonce === '') throw new Error(`No nonce (HTTP ${response.status})`);
      return nonce;
    },

    createMessage(fields: { nonce: string; address: Address; chainId: number }): string {
      return createSiweMessage({
        ...fields,
        domain: window.location.host,
        uri: window.location.origin,
        issuedAt: new Date(),
        statement: SIWE_STATEMENT,
        version: '1',
      });
    },

    async verify({ message, signature }: { message: string; signature: Hex }): Promise<boolean> {
      const response = await call('/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      });
      if (!response.ok) return false;
      const body = (await response.json()) as { ok?: unknown };
      return body.ok === true;
    },

    /** The server's session of this browser; `signal` ends the request (then it throws). */
    async getSession(signal?: AbortSignal): Promise<SiweSession | null> {
      const response = await call('/me', { signal });
      if (!response.ok) return null;
      const body = (await response.json()) as { address?: unknown; chainId?: unknown };
      return typeof body.address === 'string' &&
        isAddress(body.address) &&
        typeof body.chainId === 'number'
        ? { address: body.address, chainId: body.chainId }
        : null;
    },

    async signOut(): Promise<void> {
      await call('/logout', { method: 'POST' });
    },
  };
}
