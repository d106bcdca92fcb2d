// The real website (content/) built into a temporary folder and served by `site serve`, for the
// browser suites that check it. The build uses content/'s compile cache (.site-cache), so after
// any earlier build it takes a few seconds.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { REPO, runSite } from '../helpers/cli.js'
import { startServe } from './browser.js'

export interface RealSite {
  url: string
  stop: () => Promise<void>
}

/** Builds content/ and serves the build on a free port; `stop` ends the server and removes the build. */
export async function startRealSite(prefix: string): Promise<RealSite> {
  const out = await mkdtemp(path.join(tmpdir(), `${prefix}-`))
  const built = await runSite(['build', '--root', REPO, '--out', path.join(out, 'dist')])
  expect(built.code, built.stderr + built.stdout).toBe(0)
  const server = await startServe(REPO, ['--out', path.join(out, 'dist')])
  return {
    url: server.url,
    stop: async () => {
      await server.stop()
      await rm(out, { recursive: true, force: true })
    },
  }
}
