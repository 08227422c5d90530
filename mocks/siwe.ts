import { http, HttpResponse } from 'msw';
import { verifyMessage, type Address, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';

interface Session {
  address: Address;
  chainId: number;
}

/**
 * An in-memory Sign-In with Ethereum API at `apiUrl`: issues nonces, verifies EIP-4361 messages
 * and their signatures for real (viem), keeps one session, and signs out.
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
      if (!fields.address || !fields.nonce || !fields.chainId || !issuedNonces.has(fields.nonce)) {
        return HttpResponse.json({ ok: false }, { status: 400 });
      }
      issuedNonces.delete(fields.nonce);
      const valid = await verifyMessage({ address: fields.address, message, signature }).catch(
        () => false,
      );
      if (!valid) return HttpResponse.json({ ok: false }, { status: 401 });
      state.session = { address: fields.address, chainId: fields.chainId };
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${apiUrl}/me`, () =>
      state.session ? HttpResponse.json(state.session) : HttpResponse.json({}, { status: 401 }),
    ),
    http.post(`${apiUrl}/logout`, () => {
      state.session = null;
      state.logoutCount += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, state };
}
