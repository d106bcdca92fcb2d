// The Workers bundle is one self-contained ES module: no imports left, no Node built-ins, no
// Node-only store drivers (libsql, pg, nodemailer) pulled in.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { bundleWorker } from '../../api/bundle-worker.js'

test('bundleWorker writes one self-contained module', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-worker-bundle-'))
  try {
    const file = path.join(dir, 'worker', 'index.js')
    const bytes = await bundleWorker(file)
    const code = readFileSync(file, 'utf8')
    expect(bytes).toBeGreaterThan(10_000)
    expect(bytes).toBeLessThan(400_000)
    expect(code).not.toMatch(/\bimport\s*[\w{*][^;]*from\s*["']/)
    expect(code).not.toMatch(/require\(["']|node:|@libsql|nodemailer|pg-pool/)
    expect(code).toMatch(/export\s*\{[^}]*as default/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
