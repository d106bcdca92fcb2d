/**
 * Response compression for `site serve`, as static hosts do it: text types are sent with Brotli
 * when the client accepts it, else gzip, else as they are; every answer says it varies by
 * Accept-Encoding. Images, fonts and archives are already compressed and go out unchanged.
 */
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { Transform } from 'node:stream'

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|feed\+json|manifest\+json)|image\/svg\+xml)/

/** The encoding to send a `contentType` body in, from the request's Accept-Encoding; undefined for none. */
export function pickEncoding(acceptEncoding: string | undefined, contentType: string): Encoding | undefined {
  if (!acceptEncoding || !COMPRESSIBLE.test(contentType)) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const wants = (name: Encoding) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0
  if (wants('br')) return 'br'
  if (wants('gzip')) return 'gzip'
  return undefined
}

/** A stream that compresses with `encoding` (Brotli at quality 5: close to the best size, fast enough per request). */
export function compressor(encoding: Encoding): Transform {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 })
}
