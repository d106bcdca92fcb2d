/**
 * The API as a Hono app: dependencies come in, an app goes out. Guards run in Hono *before* tRPC
 * (method, Origin, rate limit, content type, batch size, body size, JSON shape), so no request
 * reaches a procedure, the store or the mailer without passing all of them (API-1…API-15).
 * The same app serves Node (api/node.ts) and Cloudflare Workers (api/worker.ts).
 */
import { Hono, type Context } from 'hono'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { emailTag, normalizeEmail } from './email.js'
import { createNewsletter, isTokenShaped, SUBSCRIBED, type DoubleOptInOptions, type Newsletter } from './newsletter.js'
import { checkRateLimit, createMemoryRateLimiter, DEFAULT_RATE_LIMIT, type RateLimitOptions } from './rate-limit.js'
import { appRouter } from './router.js'
import type { RateLimiter, SubscriberStore } from './stores/types.js'
import { failureText, httpStatusOf, trpcErrorBody, type ApiContext, type ApiLogger } from './trpc.js'

export interface ApiDeps {
  store: SubscriberStore
  /** Where rate-limit counters live (default: this process's memory). */
  rateLimiter?: RateLimiter
  /** Requests per window per client on POST routes; false turns limiting off (benchmarks only). */
  rateLimit?: RateLimitOptions | false
  /** Exact origins (scheme://host[:port]) allowed besides the API's own; never a wildcard. */
  corsOrigins?: readonly string[]
  /** Largest accepted request body in bytes (default 8 KiB). */
  maxBodyBytes?: number
  /** Largest tRPC batch (default 10 calls). */
  maxBatchSize?: number
  doubleOptIn?: DoubleOptInOptions | false
  /** The client address the rate limit is keyed on; default: the Node socket's remote address. */
  clientAddress?: (c: Context) => string | undefined
  log?: ApiLogger
  now?: () => number
}

export const API_PREFIX = '/api/'
const TRPC_ENDPOINT = '/api/trpc'
const DEFAULT_MAX_BODY = 8 * 1024
const DEFAULT_MAX_BATCH = 10
const MAX_URL_LENGTH = 4096
const MAX_JSON_DEPTH = 16
const BODY_TIMEOUT_MS = 10_000
// Fixed values only: nothing derived from the request ever lands in Vary or Allow-Headers (API-7).
const VARY_PREFLIGHT = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers'
const ALLOWED_HEADERS = 'content-type, trpc-accept, x-trpc-source'
const UNREAD_BODY_STATUSES = new Set([403, 405, 413, 414, 415, 429])
const PROCEDURE_PATH = /^[A-Za-z0-9_.]+(?:,[A-Za-z0-9_.]+)*$/

export const API_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; style-src 'unsafe-inline'",
}

const silentLogger: ApiLogger = { info() {}, warn() {}, error() {} }

/** Returns the API app; mount it for every path under /api/. */
export function createApi(deps: ApiDeps): Hono {
  const log = deps.log ?? silentLogger
  const now = deps.now ?? Date.now
  const allowedOrigins = new Set((deps.corsOrigins ?? []).filter((o) => o !== '*' && o !== 'null').map((o) => o.replace(/\/+$/, '')))
  const rateLimit = deps.rateLimit === false ? null : (deps.rateLimit ?? DEFAULT_RATE_LIMIT)
  const limiter = deps.rateLimiter ?? createMemoryRateLimiter()
  const maxBody = deps.maxBodyBytes ?? DEFAULT_MAX_BODY
  const maxBatch = deps.maxBatchSize ?? DEFAULT_MAX_BATCH
  const clientAddress = deps.clientAddress ?? nodeSocketAddress
  const newsletter = createNewsletter({ store: deps.store, doubleOptIn: deps.doubleOptIn, log, now })
  const app = new Hono()

  // Headers and CORS for every response, refusals included.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin')
    const crossAllowed = origin !== undefined && allowedOrigins.has(origin)
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { ...API_HEADERS, Vary: VARY_PREFLIGHT }
      if (crossAllowed && c.req.header('access-control-request-method') === 'POST') {
        Object.assign(headers, {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        })
      }
      return c.body(null, 204, headers)
    }
    if (c.req.url.length > MAX_URL_LENGTH) {
      c.res = fail('BAD_REQUEST', 'URL too long', null, 414)
    } else {
      await next()
    }
    for (const [name, value] of Object.entries(API_HEADERS)) c.res.headers.set(name, value)
    // A refused body may still be on the wire: do not reuse the connection for the next request.
    if (c.req.method !== 'GET' && UNREAD_BODY_STATUSES.has(c.res.status)) c.res.headers.set('Connection', 'close')
    c.res.headers.append('Vary', 'Origin')
    if (crossAllowed) c.res.headers.set('Access-Control-Allow-Origin', origin)
  })

  // POST guards shared by the tRPC endpoint and the form routes; returns a refusal or null.
  async function refusePost(c: Context, paths: string[] | null): Promise<Response | null> {
    if (!sameOriginOrAllowed(c.req.raw, allowedOrigins)) return fail('FORBIDDEN', 'Cross-site request refused', paths)
    if (rateLimit) {
      const decision = await checkRateLimit(limiter, rateLimit, clientAddress(c) ?? 'unknown', now())
      const headers = {
        'RateLimit-Limit': String(decision.limit),
        'RateLimit-Remaining': String(decision.remaining),
        'RateLimit-Reset': String(decision.resetSeconds),
      }
      if (!decision.allowed) {
        log.warn('api', 'rate limit reached')
        return fail('TOO_MANY_REQUESTS', 'Too many requests', paths, undefined, { ...headers, 'Retry-After': String(decision.resetSeconds) })
      }
    }
    return null
  }

  app.on(['GET', 'POST'], `${TRPC_ENDPOINT}/*`, async (c) => {
    const raw = c.req.raw
    const url = new URL(raw.url)
    const procedurePath = decodeURIComponentSafe(url.pathname.slice(TRPC_ENDPOINT.length + 1))
    if (procedurePath === null || !PROCEDURE_PATH.test(procedurePath)) return fail('NOT_FOUND', 'No such procedure', null)
    const isBatch = url.searchParams.get('batch') === '1'
    const paths = isBatch ? procedurePath.split(',') : null
    // Counted from the URL before anything is read or created (API-8).
    if (paths && paths.length > maxBatch) return fail('BAD_REQUEST', 'Batch call exceeds maximum size', null)
    let req = raw
    if (raw.method === 'POST') {
      const refused = await refusePost(c, paths)
      if (refused) return refused
      if (mediaType(raw) !== 'application/json') return fail('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json', paths)
      const body = await readBody(c, maxBody)
      if (!body.ok) return fail(body.code, body.message, paths)
      const shape = checkJson(body.text)
      if (shape) return fail(shape, shape === 'PARSE_ERROR' ? 'Malformed JSON' : 'Input nested too deeply', paths)
      req = withBody(raw, body.text)
    }
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req,
      router: appRouter,
      allowBatching: true,
      allowMethodOverride: false,
      maxBatchSize: maxBatch,
      createContext: (): ApiContext => ({ newsletter, log, defer: deferFor(c, log) }),
    })
  })
  app.all(`${TRPC_ENDPOINT}/*`, () => fail('METHOD_NOT_SUPPORTED', 'Only GET and POST are supported', null, undefined, { Allow: 'GET, POST' }))

  // The no-JavaScript path of the footer form: a form post answered by a redirect back. The
  // fragment targets the form's line for that result, shown by CSS without any script.
  // NOTE: the ids are RESULT_ID of client/islands/NewsletterForm.tsx.
  app.post('/api/newsletter', async (c) => {
    const form = await readForm(c, refusePost, maxBody)
    if (form instanceof Response) return form
    const back = backTo(c.req.raw)
    const email = form.size === 1 && form.has('email') ? normalizeEmail(form.get('email')) : null
    if (!email) return c.redirect(`${back}?newsletter=error#newsletter-error`, 303)
    try {
      await newsletter.subscribe(email, deferFor(c, log))
      return c.redirect(`${back}?newsletter=subscribed#newsletter-subscribed`, 303)
    } catch (error) {
      log.error('api', `form subscribe of ${await emailTag(email.key)} failed: ${failureText(error)}`)
      return c.redirect(`${back}?newsletter=error#newsletter-error`, 303)
    }
  })

  // Links in mails open a page with a button; only its POST changes anything (STO-3).
  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get(`/api/newsletter/${action}`, (c) => c.html(actionPage(action, c.req.query('token') ?? '')))
    app.post(`/api/newsletter/${action}`, async (c) => {
      const form = await readForm(c, refusePost, maxBody)
      if (form instanceof Response) return form
      const token = c.req.query('token') ?? form.get('token') ?? ''
      // RFC 8058 one-click: the mail provider POSTs List-Unsubscribe=One-Click to the link.
      const oneClick = form.get('List-Unsubscribe') === 'One-Click'
      if (!isTokenShaped(token)) return oneClick ? c.json(SUBSCRIBED) : c.redirect(`/?newsletter=invalid#newsletter`, 303)
      try {
        if (action === 'unsubscribe') {
          await newsletter.unsubscribe(token)
          return oneClick ? c.json(SUBSCRIBED) : c.redirect('/?newsletter=unsubscribed#newsletter', 303)
        }
        const outcome = await newsletter.confirm(token)
        return c.redirect(`/?newsletter=${outcome}#newsletter`, 303)
      } catch (error) {
        const expired = (error as Error)?.message?.includes('expired')
        return c.redirect(`/?newsletter=${expired ? 'expired' : 'invalid'}#newsletter`, 303)
      }
    })
  }

  app.notFound(() => fail('NOT_FOUND', 'Not found', null))
  app.onError((error) => {
    if (error.name === 'StoreUnavailableError') {
      log.error('api', `request failed: ${failureText(error)}`)
      return fail('SERVICE_UNAVAILABLE', 'Service unavailable', null)
    }
    log.error('api', `unhandled ${error.name}`)
    return fail('INTERNAL_SERVER_ERROR', 'Internal server error', null)
  })
  return app
}

/** Returns a JSON refusal in tRPC's error shape. */
function fail(
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

/** Returns the lowercased media type without parameters, or '' when absent. */
function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
}

/**
 * True when a POST comes from the API's own origin or an allow-listed one. Browsers send Origin on
 * every cross-origin POST; `Origin: null` and `Sec-Fetch-Site: cross-site` are refused (API-6).
 * No Origin and no Sec-Fetch-Site means a non-browser client (curl, a mail provider's one-click).
 */
export function sameOriginOrAllowed(req: Request, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.get('origin')
  const site = req.headers.get('sec-fetch-site')
  if (origin === null) return site !== 'cross-site' && site !== 'same-site'
  if (allowed.has(origin)) return true
  return origin === new URL(req.url).origin && (site === null || site === 'same-origin' || site === 'none')
}

type BodyResult = { ok: true; text: string } | { ok: false; code: TRPC_ERROR_CODE_KEY; message: string }

/**
 * Reads at most `limit` bytes of the body; larger bodies are refused before any handler runs (API-9).
 * Declared lengths are checked first; on Node the bytes are then read straight from the socket's
 * IncomingMessage (no web stream, no second Request per call: bench/newsletter.mjs), elsewhere
 * from the Request's stream. Either way the same limit and the same slow-drip deadline apply.
 */
async function readBody(c: Context, limit: number): Promise<BodyResult> {
  const req = c.req.raw
  const declared = req.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) return { ok: false, code: 'BAD_REQUEST', message: 'Invalid Content-Length' }
    if (Number(declared) > limit) return { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }
  }
  const incoming = nodeIncoming(c)
  return incoming ? readIncoming(incoming, limit) : readStream(req, limit)
}

const TOO_LARGE: BodyResult = { ok: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' }
const TOO_SLOW: BodyResult = { ok: false, code: 'TIMEOUT', message: 'Request body too slow' }

/** The parts of node:http's IncomingMessage the body reader uses (no Node types in this module). */
interface NodeIncoming {
  readableEnded: boolean
  readableDidRead: boolean
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown
  on(event: 'end' | 'close', listener: () => void): unknown
  on(event: 'error', listener: (error: unknown) => void): unknown
  off(event: string, listener: (...args: never[]) => void): unknown
  pause(): unknown
}

/** Returns the Node request stream when served by @hono/node-server and nothing has read it yet. */
function nodeIncoming(c: Context): NodeIncoming | null {
  const incoming = (c.env as { incoming?: Partial<NodeIncoming> } | undefined)?.incoming
  if (!incoming || typeof incoming.on !== 'function' || typeof incoming.pause !== 'function') return null
  return incoming.readableDidRead ? null : (incoming as NodeIncoming)
}

/**
 * Reads the body from the IncomingMessage. A refused body is left paused and unread: the
 * refusal carries Connection: close and @hono/node-server drains or drops the rest.
 */
function readIncoming(incoming: NodeIncoming, limit: number): Promise<BodyResult> {
  if (incoming.readableEnded) return Promise.resolve({ ok: true, text: '' })
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      clearTimeout(timer)
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
      if (!result.ok) incoming.pause()
      resolve(result)
    }
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength
      if (size > limit) finish(TOO_LARGE)
      else chunks.push(chunk)
    }
    const onEnd = () => finish({ ok: true, text: decodeUtf8(chunks, size) })
    const onError = () => finish({ ok: false, code: 'BAD_REQUEST', message: 'Request body incomplete' })
    const onClose = () => (incoming.readableEnded ? onEnd() : onError())
    const timer = setTimeout(() => finish(TOO_SLOW), BODY_TIMEOUT_MS)
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })
}

/** Reads the body from the Request's stream (Workers, app.request, Deno, Bun). */
async function readStream(req: Request, limit: number): Promise<BodyResult> {
  if (!req.body) return { ok: true, text: '' }
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  const deadline = Date.now() + BODY_TIMEOUT_MS
  for (;;) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))))
    const next = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer))
    if (next === 'timeout') {
      void reader.cancel().catch(() => {})
      return TOO_SLOW
    }
    if (next.done) break
    size += next.value.byteLength
    if (size > limit) {
      void reader.cancel().catch(() => {})
      return TOO_LARGE
    }
    chunks.push(next.value)
  }
  return { ok: true, text: decodeUtf8(chunks, size) }
}

const utf8 = new TextDecoder()

/** Decodes the chunks as UTF-8 (a leading BOM dropped, invalid bytes replaced), as Request.text() does. */
function decodeUtf8(chunks: Uint8Array[], size: number): string {
  if (chunks.length === 1) return utf8.decode(chunks[0])
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return utf8.decode(bytes)
}

/** Returns why a JSON body is refused (malformed, or nested deeper than any input of ours), or null. */
function checkJson(text: string): 'PARSE_ERROR' | 'BAD_REQUEST' | null {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) {
      if (++depth > MAX_JSON_DEPTH) return 'BAD_REQUEST'
    } else if (ch === 125 || ch === 93) depth--
  }
  if (text.trim() === '') return null
  try {
    JSON.parse(text)
    return null
  } catch {
    return 'PARSE_ERROR'
  }
}

/**
 * Returns the request tRPC sees: the original URL, method, headers and signal with the body we
 * already read and checked. A Request-shaped object rather than `new Request(...)`, which costs a
 * new AbortSignal and stream per call on the hot path (bench/newsletter.mjs).
 */
function withBody(raw: Request, text: string): Request {
  const view = {
    url: raw.url,
    method: raw.method,
    headers: raw.headers,
    signal: raw.signal,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  }
  return view as unknown as Request
}

/** Runs the POST guards and parses an urlencoded form body; a Response means refused. */
async function readForm(
  c: Context,
  refusePost: (c: Context, paths: null) => Promise<Response | null>,
  maxBody: number,
): Promise<URLSearchParams | Response> {
  const refused = await refusePost(c, null)
  if (refused) return refused
  if (mediaType(c.req.raw) !== 'application/x-www-form-urlencoded') {
    return fail('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/x-www-form-urlencoded', null)
  }
  const body = await readBody(c, maxBody)
  if (!body.ok) return fail(body.code, body.message, null)
  // URLSearchParams is a flat list: keys like __proto__[x] stay plain strings (API-10).
  return new URLSearchParams(body.text)
}

/** Returns the same-origin path to send a form poster back to, else '/'. */
function backTo(req: Request): string {
  const referer = req.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    if (from.origin !== new URL(req.url).origin) return '/'
    // Collapse leading slashes: '//evil.example' would be a protocol-relative redirect.
    return from.pathname.replace(/^\/+/, '/')
  } catch {
    return '/'
  }
}

/** Returns a decoded path, or null when the percent-encoding is invalid. */
function decodeURIComponentSafe(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/** Returns the Node socket's remote address when served by @hono/node-server. */
function nodeSocketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

/** Returns a defer function: waitUntil on Workers, a logged detached promise on Node. */
function deferFor(c: Context, log: ApiLogger): (task: Promise<unknown>) => void {
  return (task) => {
    const guarded = task.catch((error: unknown) => log.error('api', `background task failed: ${(error as Error)?.name ?? 'Error'}`))
    try {
      c.executionCtx.waitUntil(guarded)
    } catch {
      // No execution context (Node): the promise runs on by itself.
    }
  }
}

/** Returns the small HTML page behind a mail link: a button that POSTs the token. */
function actionPage(action: 'confirm' | 'unsubscribe', token: string): string {
  const valid = isTokenShaped(token)
  const title = action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe from the newsletter'
  const body = valid
    ? `<form method="post" action="/api/newsletter/${action}"><input type="hidden" name="token" value="${token}"><button type="submit">${action === 'confirm' ? 'Confirm subscription' : 'Unsubscribe'}</button></form>`
    : '<p>This link is not valid.</p>'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`
}
