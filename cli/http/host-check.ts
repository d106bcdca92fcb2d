/**
 * Host allow-list against DNS rebinding (DEV-9): a request is answered only when its Host header
 * names loopback, a `*.localhost` name, or the host the server was explicitly started on.
 * Forwarding headers never override Host.
 */
export function isAllowedHost(hostHeader: string | undefined, extraHosts: string[] = []): boolean {
  if (!hostHeader) return false
  const host = hostName(hostHeader)
  if (host === undefined) return false
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '::1') return true
  return extraHosts.some((h) => h.toLowerCase() === host)
}

/** The host name of a Host header value without port and brackets, or undefined when malformed. */
function hostName(value: string): string | undefined {
  const v = value.trim().toLowerCase()
  if (v.startsWith('[')) {
    const end = v.indexOf(']')
    return end === -1 ? undefined : v.slice(1, end)
  }
  const [name, port, ...rest] = v.split(':')
  if (rest.length || (port !== undefined && !/^\d{1,5}$/.test(port))) return undefined
  return /^[a-z0-9.-]+$/.test(name!) ? name : undefined
}
