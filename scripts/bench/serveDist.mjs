// A small static server for the production build, compressed like a CDN would: brotli when the
// browser accepts it, else gzip; immutable caching for hashed assets. Routes resolve the way a
// static host resolves them: `/mint` → `mint/index.html`, unknown paths → `404.html` with
// status 404 (falling back to `index.html` for a build without prerendered pages). Every file
// is compressed before the server answers (a CDN serves stored bytes): compressing on the first
// request, brotli at quality 11, took the processor from the page being measured.
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt']);

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file a request path maps to, and the status to answer with. */
export function resolveRequest(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const direct = join(root, clean);
  if (!resolve(direct).startsWith(resolve(root))) return { file: null, status: 403 };
  if (isFile(direct)) return { file: direct, status: 200 };
  const asDirectory = join(direct, 'index.html');
  if (isFile(asDirectory)) return { file: asDirectory, status: 200 };
  const notFound = join(root, '404.html');
  if (isFile(notFound)) return { file: notFound, status: 404 };
  return { file: join(root, 'index.html'), status: 200 };
}

/** `file`'s bytes as sent with `encoding` ('br', 'gzip' or null). */
function encode(file, encoding) {
  const raw = readFileSync(file);
  if (encoding === 'br')
    return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoding === 'gzip' ? gzipSync(raw, { level: 9 }) : raw;
}

/** Compressed bodies by file and encoding, shared by the servers of one process. */
const cache = new Map();

/** Starts the server; resolves with `{ url, close }`. */
export function serveDist({ root = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  for (const entry of readdirSync(root, { recursive: true })) {
    const file = join(root, String(entry));
    if (!COMPRESSIBLE.has(extname(file)) || extname(file) === '.map' || !isFile(file)) continue;
    for (const encoding of ['br', 'gzip']) {
      const key = `${resolve(file)}:${encoding}`;
      if (!cache.has(key)) cache.set(key, encode(file, encoding));
    }
  }
  const server = createServer((request, response) => {
    const { file, status } = resolveRequest(root, request.url ?? '/');
    if (!file) {
      response.writeHead(status).end();
      return;
    }
    const extension = extname(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(extension)
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
    const key = `${resolve(file)}:${encoding}`;
    let body = cache.get(key);
    if (!body) {
      body = encode(file, encoding);
      cache.set(key, body);
    }
    const hashed = file.includes(`${join(root, 'assets')}`);
    response.writeHead(status, {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// `node scripts/bench/serveDist.mjs [port]`: serve dist/ by hand.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4173);
  const { url } = await serveDist({ port });
  console.log(`serving dist/ (compressed) at ${url}`);
}
