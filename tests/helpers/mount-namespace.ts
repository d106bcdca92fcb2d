// Runs a child process in its own mount namespace, so a test can give it a real read-only or
// full file system (tmpfs, read-only bind mounts) without touching the machine's mounts: root
// uses `unshare --mount`, other users an unprivileged user namespace. Undefined when neither works.
import { spawnSync } from 'node:child_process'

let cached: string[] | undefined | null = null

/** The `unshare` arguments that open a private mount namespace here, or undefined when unavailable. */
export function mountNamespace(): string[] | undefined {
  if (cached !== null) return cached
  const candidates = process.getuid?.() === 0 ? [['--mount', '--propagation', 'private']] : [['--user', '--map-root-user', '--mount', '--propagation', 'private']]
  cached = candidates.find((args) => spawnSync('unshare', [...args, 'mount', '-t', 'tmpfs', 'tmpfs', '/mnt']).status === 0)
  return cached
}
