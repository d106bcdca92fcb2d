/**
 * Stopping a server on SIGINT/SIGTERM. `server.close()` alone waits for every open connection, and
 * a client that keeps asking on a kept-alive connection keeps it open: a `site dev` whose tabs
 * reconnected their reload channel or polled for a restarted server never exited.
 */
import type { Server } from 'node:http'

/**
 * `site serve`: stops accepting, lets each request under way finish, and answers every request
 * from now on with `Connection: close`, so each connection ends after its answer.
 */
export function drain(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // Before the server's own listener: it may answer at once (a foreign Host), and a header set
  // after the answer throws.
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'))
  return closed
}

/** `site dev`: stops accepting and cuts every connection now (an event stream never ends by itself). */
export function cut(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeAllConnections()
  return closed
}
