/**
 * The tRPC root: context type, error formatter and the error bodies the Hono guards answer with,
 * so a refusal before tRPC looks exactly like one from tRPC (same JSON shape, same codes).
 */
import { initTRPC, TRPCError } from '@trpc/server'
import { getHTTPStatusCodeFromError } from '@trpc/server/http'
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { ZodError } from 'zod'
import type { Newsletter } from './newsletter.js'

export interface ApiLogger {
  info(label: 'api', message: string): void
  warn(label: 'api', message: string): void
  error(label: 'api', message: string): void
}

export interface ApiContext {
  newsletter: Newsletter
  log: ApiLogger
  /** Keeps a background task (mail sending) alive after the response: waitUntil on Workers. */
  defer: (task: Promise<unknown>) => void
}

// Messages clients may see; everything else becomes the generic text of its code (API-11).
const GENERIC_MESSAGE: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  INTERNAL_SERVER_ERROR: 'Internal server error',
  SERVICE_UNAVAILABLE: 'Service unavailable',
}

const t = initTRPC.context<ApiContext>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? error.cause : null
    const message = zod ? 'Invalid input' : (GENERIC_MESSAGE[error.code] ?? shape.message)
    const data = { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path }
    return { ...shape, message, data: zod ? { ...data, fields: [...new Set(zod.issues.map((i) => i.path.join('.') || '(root)'))], issues: zod.issues.map(visibleIssue) } : data }
  },
})

/**
 * An input issue as the client sees it: the field and, for our own checks (custom issues such as
 * 'Invalid email address'), their words; zod's generic texts may quote the input, so they stay 'Invalid input'.
 */
function visibleIssue(issue: ZodError['issues'][number]): { field: string; message: string } {
  return { field: issue.path.join('.') || '(root)', message: issue.code === 'custom' ? issue.message : 'Invalid input' }
}

// Store and driver failures never reach the client as text: log them, answer 500/503.
const hideInternals = t.middleware(async ({ next, ctx, path }) => {
  const result = await next()
  if (!result.ok && !(result.error.cause instanceof ZodError) && result.error.code === 'INTERNAL_SERVER_ERROR') {
    const cause = result.error.cause ?? result.error
    const unavailable = (cause as Error)?.name === 'StoreUnavailableError'
    ctx.log.error('api', `${path} failed: ${failureText(cause)}`)
    if (unavailable) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' })
  }
  return result
})

/** How a failure is logged: its name, and for an unavailable store why (never the client's input). */
export function failureText(error: unknown): string {
  const e = error as { name?: string; reason?: string } | null
  if (e?.name !== 'StoreUnavailableError') return e?.name ?? 'Error'
  return `StoreUnavailableError (store unavailable${e.reason ? `: ${e.reason}` : ''})`
}

export const router = t.router
export const publicProcedure = t.procedure.use(hideInternals)
export const createCallerFactory = t.createCallerFactory

/** Returns a JSON body in tRPC's error shape, one entry per call when the request was batched. */
export function trpcErrorBody(code: TRPC_ERROR_CODE_KEY, message: string, paths: string[] | null): unknown {
  const error = (path?: string) => ({
    error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus: httpStatusOf(code), ...(path ? { path } : {}) } },
  })
  return paths ? paths.map(error) : error()
}

/** Returns the HTTP status tRPC uses for `code`. */
export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return getHTTPStatusCodeFromError(new TRPCError({ code }))
}
