// Raw HTTP over a TCP socket: the exact request target and Host reach the server (fetch would
// normalise dot segments and set Host itself; reliability-cases.md, general rules).
import { connect } from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends `GET <target>` (or another method, with a body) with the given Host and headers to 127.0.0.1 (or `address`); resolves on close. */
export function rawRequest(
  port: number,
  target: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string; address?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, options.address ?? '127.0.0.1')
    const headers = { ...options.headers, ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }) }
    const extra = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')
    socket.write(`${options.method ?? 'GET'} ${target} HTTP/1.1\r\nHost: ${options.host ?? `127.0.0.1:${port}`}\r\n${extra}Connection: close\r\n\r\n${options.body ?? ''}`)
    let data = ''
    socket.setEncoding('latin1')
    socket.on('data', (d) => (data += d))
    socket.on('error', reject)
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n')
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
      const raw = rest.join('\r\n\r\n')
      // Read as latin1 so chunk sizes count bytes; the body itself is UTF-8.
      const bytes = headers['transfer-encoding'] === 'chunked' ? dechunk(raw) : raw
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: Buffer.from(bytes, 'latin1').toString('utf8') })
    })
  })
}

/** Request targets that try to leave the served roots (DEV-2, DEV-3, DEV-5, DEV-6). */
export const TRAVERSAL_TARGETS = [
  '/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/.env/.',
  '//.env',
  '/./.env',
  '/public/../.env',
  '/assets/..%2f..%2f.env',
  '/assets/..%5c..%5c.env',
  '/assets/%2e%2e/%2e%2e/.env',
  '/assets/#/../../../../etc/passwd',
  '/assets/%00/../.env',
  '/.env',
  '/.env?raw',
  '/.env?import&raw??',
  '/.git/config',
  '/package.json',
  '/content/site.config.ts',
  '/site.config.ts',
  '/_site/../../package.json',
  '/__site/../../../../tmp/poc.map',
  '/images/..%2f..%2f..%2fsite.config.ts',
  '/leak/passwd',
]

/** Decodes a chunked transfer-encoded body. */
function dechunk(raw: string): string {
  let out = ''
  let rest = raw
  for (;;) {
    const eol = rest.indexOf('\r\n')
    const size = parseInt(rest.slice(0, eol), 16)
    if (!size) return out
    out += rest.slice(eol + 2, eol + 2 + size)
    rest = rest.slice(eol + 2 + size + 2)
  }
}
