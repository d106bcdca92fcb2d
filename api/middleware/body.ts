/**
 * readBody: our body reader as Hono middleware. It refuses another media type (415), reads at
 * most `limit` bytes (413, API-9; declared lengths are checked before any byte is read), gives a
 * slow drip 10 s (408), and for JSON refuses malformed or deeply nested input; the text it read
 * is `c.get('body')`. On Node the bytes come straight from the socket's IncomingMessage (no web
 * stream, no second Request per call: bench/newsletter.mjs), elsewhere from the Request's stream.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc'
import { fail } from '../refusal.js'
import type { ApiEnv } from './env.js'

const MAX_JSON_DEPTH = 16
const BODY_TIMEOUT_MS = 10_000

type BodyResult = { ok: true; text: string } | { ok: false; code: TRPC_ERROR_CODE_KEY; message: string }
type MediaType = 'application/json' | 'application/x-www-form-urlencoded'

/** Reads and checks the body of a `type` request, at most `limit` bytes, into `c.get('body')`. */
export function readBody(type: MediaType, limit: number): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const paths = c.get('paths') ?? null
    if (mediaType(c.req.raw) !== type) return fail('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${type}`, paths)
    const body = await read(c, limit)
    if (!body.ok) return fail(body.code, body.message, paths)
    if (type === 'application/json') {
      const shape = checkJson(body.text)
      if (shape) return fail(shape, shape === 'PARSE_ERROR' ? 'Malformed JSON' : 'Input nested too deeply', paths)
    }
    c.set('body', body.text)
    await next()
  }
}

/** Returns the lowercased media type without parameters, or '' when absent. */
function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase()
}

async function read(c: Context, limit: number): Promise<BodyResult> {
  const req = c.req.raw
  const declared = req.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d+$/.test(declared)) return { ok: false, code: 'BAD_REQUEST', message: 'Invalid Content-Length' }
    if (Number(declared) > limit) return TOO_LARGE
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
