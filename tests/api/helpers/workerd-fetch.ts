// Requests into workerd through Miniflare's dispatchFetch, at most a few at a time. dispatchFetch
// opens one loopback TCP connection per request (cloudflare/workers-sdk#15716); 200 at once on a
// busy machine got connections reset by the runtime ("fetch failed", ECONNRESET) before any
// worker code ran. A handful in flight still overlap inside the worker, which is what the race
// tests need. A request is retried only when it never reached the worker whole (refused or reset
// while connecting, or EPIPE while writing it), at most three times; any other error is thrown
// with its cause in the message.
import type { Miniflare } from 'miniflare'

type Dispatch = Miniflare['dispatchFetch']

const IN_FLIGHT = 8
const ATTEMPTS = 3

/** Wraps `mf.dispatchFetch` with a concurrency bound and a retry for connect-time failures only. */
export function boundedDispatch(mf: Miniflare): Dispatch {
  const slot = semaphore(IN_FLIGHT)
  return (async (...args: Parameters<Dispatch>) => {
    const release = await slot()
    const attemptArgs = replayable(args)
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await mf.dispatchFetch(...attemptArgs())
        } catch (error) {
          if (attempt >= ATTEMPTS || !failedToConnect(error)) throw withCause(error, attempt)
        }
      }
    } finally {
      release()
    }
  }) as Dispatch
}

/**
 * The arguments of each attempt. A streamed body is read by the attempt that sends it: each attempt
 * gets one branch of a tee and keeps the other for the next, so a retried request sends the same
 * bytes (a retry once met the stream already read: "Response body object should not be disturbed").
 */
function replayable(args: Parameters<Dispatch>): () => Parameters<Dispatch> {
  const [input, init] = args
  const streamed: unknown = init?.body
  if (!(streamed instanceof ReadableStream)) return () => args
  let body = streamed
  return () => {
    const [now, later] = body.tee()
    body = later
    return [input, { ...init, body: now }] as unknown as Parameters<Dispatch>
  }
}

/** `error` with its cause in the message ("fetch failed" alone does not say whether the request reached the worker). */
function withCause(error: unknown, attempts: number): Error {
  const cause = (error as { cause?: { code?: string; syscall?: string; message?: string } }).cause
  if (!(error instanceof Error) || !cause) return error as Error
  error.message += ` (${[cause.code, cause.syscall, cause.message].filter(Boolean).join(', ')}; attempt ${attempts} of ${ATTEMPTS})`
  return error
}

/**
 * True when the request never reached the worker whole: the connection was refused or reset during
 * connect(), or closed while the request was being written (EPIPE on write: a kept-alive connection
 * the runtime had just closed). The test worker parses the whole JSON body before it acts, so a
 * request cut short changes nothing and may be sent again.
 */
function failedToConnect(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; syscall?: string } }).cause
  if (cause?.syscall === 'write') return cause.code === 'EPIPE'
  return cause?.syscall === 'connect' && (cause.code === 'ECONNREFUSED' || cause.code === 'ECONNRESET')
}

/** A counting semaphore: `acquire()` resolves to a release function once a slot is free. */
function semaphore(size: number): () => Promise<() => void> {
  let free = size
  const waiting: Array<() => void> = []
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else free++
  }
  return async () => {
    if (free > 0) free--
    else await new Promise<void>((resolve) => waiting.push(resolve))
    return release
  }
}
