// Whether a read failed because the database cannot answer for the moment: Postgres down or
// restarting, the connection cut under the query, or a table locked by the writer's own
// maintenance (a restarted writer drops and rebuilds indexes and triggers under an exclusive
// lock, and Ponder's read connections give up on a lock after 500 ms). Such a read is answered
// 503 `unavailable` with Retry-After (as nginx answers for a reader that does not answer), so a
// proxy in front serves its cached answer and a client knows to ask again; any other failure
// stays 500 `internal`. node-postgres (through drizzle, which may wrap it as `cause`) fails such
// a query with a socket error code, a Postgres code of class 08 (connection exception),
// 57P01–57P03 (the server shutting down, or not accepting connections yet) or 55P03 (lock not
// available), or "Connection terminated" when the socket closes under it.

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '55P03']);
const CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
/** How deep the `cause` chain is followed. */
const MAX_CAUSES = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}
