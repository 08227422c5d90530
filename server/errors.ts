/**
 * A refusal the API answers as `{ error: { code, message } }` with an HTTP status. `code` is a
 * stable machine-readable code; `message` is a sentence for people reading logs or the network
 * tab. The indexer's API (indexer/src/api/requests.ts) and the proxy in front of both
 * (deploy/nginx/) answer in the same shape.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}
