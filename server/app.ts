import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Hex, PublicClient } from 'viem';
import type { ServerConfig, TrustProxy } from './config';
import { ApiError, type ErrorBody } from './errors';
import { createSiweNonce } from './nonce';
import { verifySignIn } from './siwe';
import { createRedisRateLimitStore } from './store/rateLimitStore';
import type { SiweStore, StoredSession } from './store/store';

export const ROUTES = {
  nonce: '/nonce',
  verify: '/verify',
  me: '/me',
  logout: '/logout',
  health: '/health',
  ready: '/ready',
} as const;

export interface AppOptions {
  config: ServerConfig;
  store: SiweStore;
  /** One public client per configured chain (see `createChainClients`). */
  clients: ReadonlyMap<number, Pick<PublicClient, 'verifyMessage' | 'getChainId'>>;
  /** When the store is Redis, the rate limiter counts there too (shared by all instances). */
  redis?: Redis;
  now?: () => Date;
  logger?: boolean;
}

const RATE_WINDOW_MS = 60_000;
const MAX_MESSAGE_LENGTH = 4_096;

/** The session cookie's name: `__Host-` (Secure, host-only, path /) whenever it can be. */
export function sessionCookieName(config: Pick<ServerConfig, 'cookieSecure'>): string {
  return config.cookieSecure ? '__Host-bear_siwe' : 'bear_siwe';
}

const verifyBodySchema = {
  type: 'object',
  required: ['message', 'signature'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_LENGTH },
    // Long enough for ERC-6492 signatures, which carry the wallet factory's calldata.
    signature: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 6_000 },
  },
} as const;

/** Frameworks' own 4xx errors, with the codes this API answers for them. */
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'invalid_body',
    message: 'The Content-Length does not match the body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_body', message: 'The JSON body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_body', message: 'The body is not valid JSON.' },
};

/**
 * Fastify's form of the trust setting. A hop count becomes a function: Fastify itself trusts no
 * peer for a bare number (it cannot tell a proxy from a direct client), so the count is only
 * safe where the server is reachable through the proxies alone (see server/README.md).
 */
function fastifyTrustProxy(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === false) return false;
  if ('hops' in trustProxy) return (_address, hop) => hop < trustProxy.hops;
  return trustProxy.proxies;
}

function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/**
 * The sign-in API (EIP-4361) as a Fastify instance, not yet listening: `GET /nonce`,
 * `POST /verify`, `GET /me`, `POST /logout`, plus `GET /health` (the process answers) and
 * `GET /ready` (the store answers). Every refusal is `{ error: { code, message } }` with a 4xx status.
 */
export async function buildApp({
  config,
  store,
  clients,
  redis,
  now = () => new Date(),
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Our own 503 while closing (below), in the API's error shape.
    return503OnClosing: false,
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  // JSON only: a text/plain body (what a cross-site form can send) is 415, not parsed.
  app.removeContentTypeParser('text/plain');

  const cookieName = sessionCookieName(config);
  const cookieOptions = {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: config.cookieSameSite,
    partitioned: config.cookiePartitioned,
    path: '/',
    signed: true,
  } as const;

  app.setErrorHandler(
    (
      error: Error & { statusCode?: number; code?: string; validation?: unknown },
      request,
      reply,
    ) => {
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send(errorBody(error.code, error.message));
      }
      if (error.validation) {
        return reply
          .code(400)
          .send(errorBody('invalid_body', `Invalid request body: ${error.message}.`));
      }
      const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
      const status = error.statusCode ?? 500;
      if (known) return reply.code(status).send(errorBody(known.code, known.message));
      if (error instanceof SyntaxError && status === 400) {
        return reply.code(400).send(errorBody('invalid_body', 'The body is not valid JSON.'));
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody('bad_request', error.message));
      }
      request.log.error(error);
      return reply
        .code(500)
        .send(errorBody('internal_error', 'Something went wrong on the server.'));
    },
  );

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('not_found', `No route ${request.method} ${request.url}.`)),
  );

  await app.register(fastifyCookie, { secret: config.cookieSecrets });
  await app.register(fastifyCors, {
    // The hub's origins only: any other origin (or none) gets no CORS header at all, neither
    // the origin nor credentials, and its preflight is a 404.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.hubOrigins.includes(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type'],
    maxAge: 600,
  });
  const storeUnavailable = () =>
    new ApiError(503, 'store_unavailable', 'The session store is unavailable; try again.');

  await app.register(fastifyRateLimit, {
    global: false,
    // A limiter that cannot count refuses the request (503): an outage never lifts the limits.
    ...(redis ? { store: createRedisRateLimitStore(redis, storeUnavailable) } : {}),
    skipOnError: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests: try again in ${context.after}.`),
  });

  // While closing, requests still arriving on open connections are told to go elsewhere, after
  // CORS (so the hub can read the answer) and before any work.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('Connection', 'close')
      .header('Retry-After', '1')
      .send(errorBody('shutting_down', 'The server is shutting down; try again.'));
  });

  // A state-changing request from a page of another origin is refused, whatever its cookies.
  // With SameSite=None the browser sends the cookie on cross-site requests too, so a POST must
  // also name its origin: browsers always send Origin on a POST, so a missing one is not the
  // hub's page.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (config.cookieSameSite !== 'none') return;
      throw new ApiError(403, 'origin_required', 'A POST must carry the Origin header.');
    }
    if (!config.hubOrigins.includes(origin)) {
      throw new ApiError(403, 'origin_not_allowed', `Origin ${origin} may not use this API.`);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  /** Store failures are the server's, answered 503 (retry), never 500. */
  const fromStore = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      app.log.error(error);
      throw storeUnavailable();
    }
  };

  const sessionIdOf = (request: FastifyRequest): string | null => {
    const raw = request.cookies[cookieName];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : null;
  };

  const readSession = async (request: FastifyRequest): Promise<[string, StoredSession] | null> => {
    const id = sessionIdOf(request);
    if (!id) return null;
    const session = await fromStore(() => store.getSession(id));
    return session ? [id, session] : null;
  };

  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(
    ROUTES.nonce,
    { config: { rateLimit: { max: config.rateLimit.noncePerMinute, timeWindow: RATE_WINDOW_MS } } },
    async (_request, reply) => {
      const nonce = createSiweNonce();
      await fromStore(() => store.addNonce(nonce, config.nonceTtlSeconds * 1000));
      return noStore(reply).type('text/plain; charset=utf-8').send(nonce);
    },
  );

  app.post<{ Body: { message: string; signature: Hex } }>(
    ROUTES.verify,
    {
      schema: { body: verifyBodySchema },
      config: { rateLimit: { max: config.rateLimit.verifyPerMinute, timeWindow: RATE_WINDOW_MS } },
    },
    async (request, reply) => {
      const at = now();
      const verified = await verifySignIn(request.body, {
        hubOrigins: config.hubOrigins,
        clients,
        isNonceLive: (nonce) => fromStore(() => store.isNonceLive(nonce)),
        consumeNonce: (nonce) => fromStore(() => store.consumeNonce(nonce)),
        clockSkewMs: config.clockSkewSeconds * 1000,
        nonceTtlMs: config.nonceTtlSeconds * 1000,
        now: at,
        requestOrigin: request.headers.origin,
      });
      const expiresAt = Math.min(
        at.getTime() + config.sessionTtlSeconds * 1000,
        verified.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      // A new session id on every sign-in; the one the browser held before is revoked.
      const previous = sessionIdOf(request);
      if (previous) await fromStore(() => store.deleteSession(previous));
      const id = randomBytes(32).toString('base64url');
      await fromStore(() =>
        store.putSession(id, {
          address: verified.address,
          chainId: verified.chainId,
          issuedAt: at.getTime(),
          expiresAt,
        }),
      );
      return noStore(reply)
        .setCookie(cookieName, id, {
          ...cookieOptions,
          maxAge: Math.max(1, Math.floor((expiresAt - at.getTime()) / 1000)),
        })
        .send({ ok: true, address: verified.address, chainId: verified.chainId });
    },
  );

  app.get(ROUTES.me, async (request, reply) => {
    noStore(reply);
    const found = await readSession(request);
    if (!found) {
      if (request.cookies[cookieName]) reply.clearCookie(cookieName, cookieOptions);
      return reply.code(401).send(errorBody('no_session', 'Not signed in.'));
    }
    const [, session] = found;
    return {
      address: session.address,
      chainId: session.chainId,
      expiresAt: new Date(session.expiresAt).toISOString(),
    };
  });

  app.post(ROUTES.logout, async (request, reply) => {
    const id = sessionIdOf(request);
    if (id) await fromStore(() => store.deleteSession(id));
    return noStore(reply).clearCookie(cookieName, cookieOptions).code(204).send();
  });

  app.get(ROUTES.health, async () => ({ status: 'ok' }));

  app.get(ROUTES.ready, async (_request, reply) => {
    try {
      await store.ping();
    } catch {
      return reply.code(503).send(errorBody('not_ready', 'The session store does not answer.'));
    }
    return { status: 'ready' };
  });

  return app;
}
