/**
 * Host allow-list against DNS rebinding (DEV-9), shared by `site dev` and `site serve`: a request
 * is answered only when its Host header names loopback, a `*.localhost` name, a host given with
 * `--allowed-hosts`, or, when the server is bound to a public interface, this machine itself (its
 * host name and the addresses of its interfaces). Forwarding headers never override Host.
 */
import { hostname, networkInterfaces } from 'node:os'

export interface HostPolicy {
  /** True when a request with this Host header may be answered. */
  allows(hostHeader: string | undefined): boolean
  /** The names and addresses allowed besides loopback, for the start-up message. */
  extra: string[]
}

/** True for the loopback interface names and addresses. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host)
}

/** True for the wildcard addresses that listen on every interface. */
function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === ''
}

/**
 * The allow-list of a server bound to `bindHost`, plus `allowedHosts` (exact names, or `.example.com`
 * for that domain and its subdomains).
 */
export function hostPolicy(bindHost: string, allowedHosts: readonly string[] = []): HostPolicy {
  const extra = new Set(allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean))
  if (isWildcard(bindHost)) for (const name of machineNames()) extra.add(name)
  else if (!isLoopback(bindHost)) extra.add(bindHost.toLowerCase())
  const list = [...extra]
  return {
    extra: list,
    allows(hostHeader) {
      const host = hostHeader === undefined ? undefined : hostName(hostHeader)
      if (host === undefined) return false
      if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)) return true
      return list.some((allowed) => (allowed.startsWith('.') ? host === allowed.slice(1) || host.endsWith(allowed) : host === allowed))
    },
  }
}

/** This machine's host name (and its `.local` mDNS name) and the addresses of its interfaces. */
function machineNames(): string[] {
  const name = hostname().toLowerCase()
  const names = [name, name.endsWith('.local') ? name : `${name}.local`]
  for (const addresses of Object.values(networkInterfaces())) {
    for (const a of addresses ?? []) if (!a.internal) names.push(a.address.toLowerCase().replace(/%.*$/, ''))
  }
  return names
}

/** The host name of a Host header value without port and brackets, or undefined when malformed. */
function hostName(value: string): string | undefined {
  const v = value.trim().toLowerCase()
  if (v.startsWith('[')) {
    const end = v.indexOf(']')
    if (end === -1 || !/^(:\d{1,5})?$/.test(v.slice(end + 1))) return undefined
    return v.slice(1, end)
  }
  const [name, port, ...rest] = v.split(':')
  if (rest.length || (port !== undefined && !/^\d{1,5}$/.test(port))) return undefined
  return /^[a-z0-9.-]+$/.test(name!) ? name : undefined
}

/**
 * The warning a server bound to a non-loopback interface prints: who can reach it, what they get
 * (`exposes`), and which Host names it answers to.
 */
export function exposureWarning(bindHost: string, port: number, exposes: string, policy: HostPolicy): string {
  const names = policy.extra.length ? policy.extra.join(', ') : 'loopback names only'
  return (
    `Listening on ${bindHost}: anyone who can reach this machine on port ${port} can ${exposes}. ` +
    `Requests are answered for localhost and ${names} (add names with --allowed-hosts). Use --host only on a network you trust.`
  )
}
