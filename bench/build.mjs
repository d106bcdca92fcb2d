// Build benchmark: cold `site build` (no cache) and warm `site build` (cache, nothing changed) of a
// synthetic site, with wall time and peak RSS of the whole process tree (workers are threads).
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeSyntheticSite } from './synthetic.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Runs `site <args>` under /usr/bin/time when present; resolves wall ms and peak RSS MB. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [path.join(repo, 'bench/run-site-with-rss.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('close', (code) => {
      const rss = /PEAK_RSS_MB=(\d+)/.exec(out)?.[1]
      resolve({ code, ms: performance.now() - started, rssMb: Number(rss ?? NaN) })
    })
  })
}

export async function benchBuild(pages) {
  const root = await mkdtemp(path.join(tmpdir(), 'site-bench-'))
  await writeSyntheticSite(root, pages)
  const cold = await timed(['build', '--root', root, '--no-cache'])
  await timed(['build', '--root', root])
  const warm = await timed(['build', '--root', root])
  await rm(root, { recursive: true, force: true })
  return [
    { name: `cold build, ${pages} pages`, value: Math.round(cold.ms), unit: 'ms', budget: 15000, ok: cold.code === 0 && cold.ms <= 15000 },
    { name: `cold build peak RSS, ${pages} pages`, value: cold.rssMb, unit: 'MB', budget: 1024, ok: cold.rssMb <= 1024 },
    { name: `warm build, ${pages} pages`, value: Math.round(warm.ms), unit: 'ms', budget: 2000, ok: warm.code === 0 && warm.ms <= 2000 },
  ]
}
