// Runs the real `site` executable in a child process and copies fixture sites to temp folders.
import { spawn } from 'node:child_process'
import { cp, mkdtemp } from 'node:fs/promises'
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

/** A fresh copy of tests/fixtures/sites/<name> in a temp folder inside the repo (so packages resolve). */
export async function copyFixture(name: string): Promise<string> {
  const base = path.join(REPO, 'tests', '.tmp')
  const { mkdir } = await import('node:fs/promises')
  await mkdir(base, { recursive: true })
  const dir = await mkdtemp(path.join(base, `${name}-`))
  await cp(path.join(REPO, 'tests/fixtures/sites', name), dir, { recursive: true })
  return dir
}

export { tmpdir }
