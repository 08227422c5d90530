/**
 * A refusal the API answers as `{ error, message }` with an HTTP status. `error` is a stable
 * machine-readable code; `message` is a sentence for people reading logs or the network tab.
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
  error: string;
  message: string;
}
