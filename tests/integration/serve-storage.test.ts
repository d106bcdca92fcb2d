// `site serve` with a newsletter store it cannot write (issue 13 item 7): a read-only database
// folder or file does not stop the server, the site is served, the API answers 503 with a log
// line saying why, and the start-up message says sign-ups are off; a full disk logs a line.
// The read-only and full file systems are real: tmpfs and bind mounts in a private mount namespace.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSqliteStore } from '../../api/stores/sqlite.js'
import { copyFixture, runSite, SITE_BIN } from '../helpers/cli.js'
import { mountNamespace } from '../helpers/mount-namespace.js'
import { rawRequest } from '../helpers/raw-http.js'
import { freePort } from '../e2e/browser.js'

const namespace = mountNamespace()
if (!namespace) console.warn('serve-storage: no mount namespace available (unshare); skipped')

interface Started {
  port: number
  pid: number
  output: () => string
  stop: () => void
}

/** Starts `site serve` in a private mount namespace after running the shell `setup` there. */
async function serveWith(root: string, setup: string): Promise<Started> {
  const port = await freePort()
  const script = `set -e; ${setup}; exec "${process.execPath}" "${SITE_BIN}" serve --root "${root}" --port ${port}`
  const child = spawn('unshare', [...namespace!, 'sh', '-c', script], { env: { ...process.env, NO_COLOR: '1' } })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      output += d
      if (output.includes('Serving')) resolve()
    })
    child.stderr.on('data', (d) => (output += d))
    child.once('exit', (code) => reject(new Error(`site serve exited ${code}: ${output}`)))
  })
  return { port, pid: child.pid!, output: () => output, stop: () => child.kill('SIGTERM') }
}

const subscribe = (port: number, email: string) =>
  rawRequest(port, '/api/trpc/newsletterSubscription.post', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) })

describe.skipIf(!namespace)('site serve with a newsletter store it cannot write', () => {
  let built: string
  let server: Started | undefined
  beforeAll(async () => {
    built = await copyFixture('basic')
    expect((await runSite(['build', '--root', built])).code).toBe(0)
  })
  afterEach(() => server?.stop())

  it.each([
    ['folder', (dir: string) => `mkdir -p "${dir}" && mount -t tmpfs -o ro,size=64k tmpfs "${dir}"`],
    ['file', (dir: string) => `mount --bind "${dir}/subscribers.db" "${dir}/subscribers.db" && mount -o remount,ro,bind "${dir}/subscribers.db"`],
  ])('a read-only database %s: the site serves, the API answers 503 and the log says why', async (kind, setup) => {
    const dir = path.join(built, '.newsletter')
    if (kind === 'file') await (await createSqliteStore({ path: path.join(dir, 'subscribers.db') })).close()
    server = await serveWith(built, setup(dir))
    await expect.poll(() => server!.output()).toMatch(/Newsletter sign-ups are off \(the API answers 503\): the newsletter database .*subscribers\.db: it is read-only/)
    expect(server.output()).not.toMatch(/SQLITE_READONLY: attempt|\n\s+at /)
    expect((await rawRequest(server.port, '/docs/intro')).status).toBe(200)
    const refused = await subscribe(server.port, 'reader@example.com')
    expect(refused.status).toBe(503)
    expect(JSON.parse(refused.body).error.data.code).toBe('SERVICE_UNAVAILABLE')
    await expect.poll(() => server!.output()).toMatch(/503 POST \/api\/trpc\/newsletterSubscription\.post: newsletter store unavailable: .*read-only/)
  })

  it('a disk that fills up while serving: sign-ups answer 503 and each failure logs that the disk is full', async () => {
    const dir = path.join(built, '.newsletter')
    server = await serveWith(built, `mkdir -p "${dir}" && mount -t tmpfs -o size=256k tmpfs "${dir}"`)
    expect((await subscribe(server.port, 'first@example.com')).status).toBe(200)
    expect(server.output()).not.toContain('sign-ups are off')
    // The server's own view of the file system, where its tmpfs is mounted.
    const filler = `/proc/${server.pid}/root${dir}/filler`
    await writeFile(filler, Buffer.alloc(4 << 20)).catch((error: NodeJS.ErrnoException) => expect(error.code).toBe('ENOSPC'))
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await subscribe(server.port, `full${i}@example.com`)).status)
    expect(answers).toContain(503)
    expect(answers).not.toContain(500)
    await expect.poll(() => server!.output()).toMatch(/newsletterSubscription\.post failed: StoreUnavailableError \(store unavailable: .*subscribers\.db: the disk holding it is full; free some space \(SQLITE_FULL\)\)/)
  })
})
