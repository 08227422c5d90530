import { isAddress, type Address, type Hex, type PublicClient } from 'viem';
import { createSiweMessage, parseSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe';
import { ApiError } from './errors';

export interface VerifyContext {
  hubOrigins: readonly string[];
  /** One public client per chain a signature may come from. */
  clients: ReadonlyMap<number, Pick<PublicClient, 'verifyMessage' | 'getChainId'>>;
  /** True while the nonce is live; does not consume it. */
  isNonceLive: (nonce: string) => Promise<boolean>;
  /** Consumes a nonce atomically: true exactly once for a live nonce. */
  consumeNonce: (nonce: string) => Promise<boolean>;
  clockSkewMs: number;
  /** A message older than the nonce lifetime (plus skew) cannot carry a live nonce. */
  nonceTtlMs: number;
  now: Date;
  /** The request's Origin header, when the client sent one. */
  requestOrigin: string | undefined;
}

export interface VerifiedSignIn {
  address: Address;
  chainId: number;
  /** The message's own Expiration Time, which the session must not outlive. */
  expirationTime: Date | undefined;
}

const REQUIRED_FIELDS = [
  'domain',
  'address',
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
] as const;

const malformed = (detail: string) =>
  new ApiError(
    400,
    'malformed_message',
    `The message is not a valid EIP-4361 sign-in message: ${detail}.`,
  );

function serialise(fields: CreateSiweMessageParameters): string | undefined {
  try {
    return createSiweMessage(fields);
  } catch {
    return undefined;
  }
}

function isValidDate(date: Date | undefined): boolean {
  return date === undefined || !Number.isNaN(date.getTime());
}

/**
 * Checks an EIP-4361 message and its signature, in this order: the message's form (every
 * required field, and the message is exactly what its fields serialise to); that it
 * was made for this hub (domain, URI, scheme, request origin) and a configured chain; its
 * times (issued-at, expiration, not-before, each with `clockSkewMs` of tolerance); that the
 * nonce is live (looked up, not consumed: cheap checks first, and a forged signature cannot
 * burn a visitor's nonce); the signature (EOA by recovery; otherwise ERC-1271 for deployed
 * contract wallets and ERC-6492 for counterfactual ones, through the chain's public client,
 * which may run an `eth_call`); last, the nonce is consumed, atomically, so a replay of the
 * same message is refused even when both arrive at once.
 * Throws {@link ApiError} for every refusal.
 */
export async function verifySignIn(
  { message, signature }: { message: string; signature: Hex },
  context: VerifyContext,
): Promise<VerifiedSignIn> {
  const fields = parseSiweMessage(message);
  const missing = REQUIRED_FIELDS.filter((field) => fields[field] === undefined);
  if (missing.length > 0) throw malformed(`missing ${missing.join(', ')}`);
  const { domain, address, uri, version, chainId, nonce, issuedAt, expirationTime, notBefore } =
    fields as Required<Pick<typeof fields, (typeof REQUIRED_FIELDS)[number]>> & typeof fields;
  if (version !== '1') throw malformed(`version ${version} is not 1`);
  if (!isAddress(address)) throw malformed('the address is not a checksummed address');
  if (nonce.length < 8) throw malformed('the nonce is shorter than 8 characters');
  if (![issuedAt, expirationTime, notBefore].every(isValidDate)) {
    throw malformed('a time is not an RFC 3339 date-time');
  }
  // The parser skips what it does not expect (extra lines, text between fields): what was
  // signed must be exactly the message these fields make, so nothing signed goes unread.
  if (serialise(fields as CreateSiweMessageParameters) !== message) {
    throw malformed(
      'it is not exactly the message its fields make (extra lines or spacing, or a field in ' +
        'another form, e.g. a time not in UTC with milliseconds)',
    );
  }

  const origin = context.hubOrigins.find((candidate) => new URL(candidate).host === domain);
  if (!origin) {
    throw new ApiError(403, 'domain_mismatch', `The message is for ${domain}, not for this hub.`);
  }
  let uriOrigin: string | undefined;
  try {
    uriOrigin = new URL(uri).origin;
  } catch {
    uriOrigin = undefined;
  }
  if (uriOrigin !== origin) {
    throw new ApiError(403, 'uri_mismatch', `The message's URI ${uri} is not on ${origin}.`);
  }
  if (fields.scheme !== undefined && `${fields.scheme}:` !== new URL(origin).protocol) {
    throw new ApiError(
      403,
      'scheme_mismatch',
      `The message's scheme ${fields.scheme} is not ${origin}'s.`,
    );
  }
  if (context.requestOrigin !== undefined && context.requestOrigin !== origin) {
    throw new ApiError(
      403,
      'origin_mismatch',
      'The request comes from another origin than the message.',
    );
  }
  const client = context.clients.get(chainId);
  if (!client) {
    throw new ApiError(403, 'unsupported_chain', `Chain ${chainId} is not accepted for sign-in.`);
  }

  const now = context.now.getTime();
  const skew = context.clockSkewMs;
  if (issuedAt.getTime() > now + skew) {
    throw new ApiError(
      401,
      'issued_in_future',
      'The message is issued in the future: check the clock.',
    );
  }
  if (issuedAt.getTime() < now - context.nonceTtlMs - skew) {
    throw new ApiError(
      401,
      'message_too_old',
      'The message was issued too long ago: sign in again.',
    );
  }
  if (expirationTime && expirationTime.getTime() <= now - skew) {
    throw new ApiError(401, 'message_expired', 'The message has expired: sign in again.');
  }
  if (notBefore && notBefore.getTime() > now + skew) {
    throw new ApiError(401, 'message_not_yet_valid', 'The message is not valid yet.');
  }

  const invalidNonce = () =>
    new ApiError(
      401,
      'invalid_nonce',
      'The nonce is unknown, expired or already used: ask for a new one and sign again.',
    );
  if (!(await context.isNonceLive(nonce))) throw invalidNonce();

  const chainUnavailable = new ApiError(
    503,
    'chain_unavailable',
    `Chain ${chainId} could not be asked to check the signature; try again.`,
  );
  let valid: boolean;
  try {
    // 'eoa' tries recovery first (no RPC for ordinary accounts), then the chain for contracts.
    valid = await client.verifyMessage({ address, message, signature, mode: 'eoa' });
  } catch {
    throw chainUnavailable;
  }
  if (!valid) {
    // viem reports a chain that did not answer as an invalid signature: tell the two apart,
    // so a visitor is not told their wallet's signature is wrong when the RPC is down.
    await client.getChainId().catch(() => {
      throw chainUnavailable;
    });
    throw new ApiError(401, 'invalid_signature', `The signature is not from ${address}.`);
  }

  if (!(await context.consumeNonce(nonce))) throw invalidNonce();
  return { address, chainId, expirationTime };
}
