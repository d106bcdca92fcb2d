/**
 * A refusal answered before tRPC runs, in tRPC's error shape (one entry per call of a batch), so
 * a client cannot tell a guard's answer from a procedure's.
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { httpStatusOf, trpcErrorBody } from './trpc.js'

/** Returns a JSON refusal with the status tRPC uses for `code` (or `status`). */
export function fail(
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  paths: string[] | null,
  status?: number,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(trpcErrorBody(code, message, paths)), {
    status: status ?? httpStatusOf(code),
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
