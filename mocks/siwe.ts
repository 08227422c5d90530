import { http, HttpResponse } from 'msw';
import { verifyMessage, type Address, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';

interface Session {
  address: Address;
  chainId: number;
}

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

/**
 * An in-memory Sign-In with Ethereum API at `apiUrl`: issues nonces, verifies EIP-4361 messages
 * and their signatures for real (viem), keeps one session, and signs out. It answers like the
 * real server (`server/app.ts`): the same routes, statuses and `{ error: { code, message } }` refusals,
 * without the server's domain, time and rate checks.
 */
export function createSiweApi(apiUrl: string) {
  const issuedNonces = new Set<string>();
  const state = { session: null as Session | null, logoutCount: 0, nonceFails: false };

  const handlers = [
    http.get(`${apiUrl}/nonce`, () => {
      if (state.nonceFails) return new HttpResponse('unavailable', { status: 503 });
      const nonce = crypto.randomUUID().replaceAll('-', '');
      issuedNonces.add(nonce);
      return HttpResponse.text(nonce);
    }),
    http.post(`${apiUrl}/verify`, async ({ request }) => {
      const { message, signature } = (await request.json()) as { message: string; signature: Hex };
      const fields = parseSiweMessage(message);
      if (!fields.address || !fields.nonce || !fields.chainId) {
        return refusal(
          400,
          'malformed_message',
          'The message is not a valid EIP-4361 sign-in message.',
        );
      }
      if (!issuedNonces.has(fields.nonce)) {
        return refusal(401, 'invalid_nonce', 'The nonce is unknown, expired or already used.');
      }
      issuedNonces.delete(fields.nonce);
      const valid = await verifyMessage({ address: fields.address, message, signature }).catch(
        () => false,
      );
      if (!valid)
        return refusal(401, 'invalid_signature', `The signature is not from ${fields.address}.`);
      state.session = { address: fields.address, chainId: fields.chainId };
      return HttpResponse.json({ ok: true, address: fields.address, chainId: fields.chainId });
    }),
    http.get(`${apiUrl}/me`, () =>
      state.session
        ? HttpResponse.json(state.session)
        : refusal(401, 'no_session', 'Not signed in.'),
    ),
    http.post(`${apiUrl}/logout`, () => {
      state.session = null;
      state.logoutCount += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, state };
}
