// Runs the real `site` executable in a child process and copies fixture sites to temp folders.
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SITE_BIN = path.join(REPO, 'bin/site.js')

export interface RunResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs `site …args` with NO_COLOR, resolving when it exits. */
export function runSite(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SITE_BIN, ...args], { cwd: options.cwd ?? REPO, env: { ...process.env, NO_COLOR: '1', ...options.env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
  })
}

/** Folders made by `tempRoot` in this test file, removed after it (tests/setup.ts). */
const made: string[] = []

/** A fresh empty folder in tests/.tmp (inside the repo, so packages resolve), removed after the test file. */
export async function tempRoot(prefix: string): Promise<string> {
  const base = path.join(REPO, 'tests', '.tmp')
  await mkdir(base, { recursive: true })
  const dir = await mkdtemp(path.join(base, `${prefix}-`))
  made.push(dir)
  return dir
}

/** A fresh copy of tests/fixtures/sites/<name> in a `tempRoot` folder. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await tempRoot(name)
  await cp(path.join(REPO, 'tests/fixtures/sites', name), dir, { recursive: true })
  return dir
}

/** Removes every folder `tempRoot` made in this test file (tests/.tmp grew ~25 MB a run before). */
export async function removeTempRoots(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 5 })))
}

export { tmpdir }
