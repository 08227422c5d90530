import { createServer, type IncomingMessage } from 'node:http';

/** One JSON-RPC request as the proxy sees it. */
export interface RpcRequest {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown[];
}

export interface RpcProxy {
  /** `http://127.0.0.1:<port>`: any path and query reach the node. */
  url: string;
  /** The path and query of every HTTP request received, in order. */
  paths: string[];
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A JSON-RPC proxy in front of `target` that, like a provider, accepts a key in the path or the
 * query. `answer` may replace the node's answer to a request: return `{ result }` or
 * `{ error }` (or undefined to forward it).
 */
export async function startRpcProxy(
  target: string,
  answer: (request: RpcRequest) => { result: unknown } | { error: unknown } | undefined = () =>
    undefined,
): Promise<RpcProxy> {
  const paths: string[] = [];
  const forward = async (request: RpcRequest) => {
    const replaced = answer(request);
    if (replaced) return { jsonrpc: '2.0', id: request.id, ...replaced };
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return response.json();
  };
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    void readBody(request)
      .then(async (body) => {
        const payload = JSON.parse(body) as RpcRequest | RpcRequest[];
        const reply = Array.isArray(payload)
          ? await Promise.all(payload.map(forward))
          : await forward(payload);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply));
      })
      .catch(() => {
        response.writeHead(500);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
