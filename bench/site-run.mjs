// Runs `site <args>` in a child process (bench/run-site-with-rss.mjs) and measures it: wall time,
// CPU time of all its threads, peak RSS, and the build's stage lines ("[build] pages … (8448 ms)").
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Resolves { code, ms, cpuMs, rssMb, stages } where stages maps a stage name to its ms.
 * `nodeArgs` go to node itself (e.g. --cpu-prof); `quiet` keeps the child's output to itself.
 */
export function runSite(args, { nodeArgs = [], quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [...nodeArgs, path.join(repo, 'bench/run-site-with-rss.mjs'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const take = (stream, to) => stream.on('data', (d) => {
      out += d
      if (!quiet) to.write(d)
    })
    take(child.stdout, process.stdout)
    take(child.stderr, process.stderr)
    child.on('error', reject)
    child.on('close', (code) => {
      const ms = performance.now() - started
      const number = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(out)?.[1] ?? NaN)
      const stages = Object.fromEntries([...out.matchAll(/^\[build\] (\S+(?: map)?)\s.*\((\d+) ms\)$/gm)].map((m) => [m[1], Number(m[2])]))
      resolve({ code, ms, cpuMs: number('CPU_MS'), rssMb: number('PEAK_RSS_MB'), stages, output: out })
    })
  })
}

/** The machine's load averages (1, 5, 15 minutes) as printed by /proc/loadavg. */
export async function loadAverage() {
  return (await readFile('/proc/loadavg', 'utf8').catch(() => '')).split(' ').slice(0, 3).join(' ')
}
