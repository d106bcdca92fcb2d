// Starts a throwaway PostgreSQL 15 cluster from the machine's binaries on 127.0.0.1 and a free
// port, in a temp folder owned by the `postgres` user when we run as root; stops and deletes it.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export interface PgCluster {
  connectionString: string
  /** Kills the server (for unavailability tests) without removing the data. */
  stop(): void
  destroy(): void
}

/** Returns a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })
}

/** Starts a cluster, or returns null (with a notice) when the binaries are absent outside CI. */
export async function startPostgres(): Promise<PgCluster | null> {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    if (process.env.CI === 'true') throw new Error(`PostgreSQL binaries not found in ${BIN} (install postgresql-15)`)
    console.warn(`[api] Postgres tests skipped: no ${BIN}/initdb (apt-get install postgresql-15)`)
    return null
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'))
  const data = path.join(dir, 'data')
  const root = process.getuid?.() === 0
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
    chmodSync(dir, 0o700)
  }
  const run = (cmd: string, args: string[]) => {
    const full = root ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]] as const : [path.join(BIN, cmd), args] as const
    const result = spawnSync(full[0], full[1], { encoding: 'utf8', cwd: dir })
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`)
  }
  const port = await freePort()
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  run('pg_ctl', [
    '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ])
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // already gone
    }
  }
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    destroy() {
      stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
