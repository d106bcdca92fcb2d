// `site --help` start-up time: median of 10 runs of the real executable.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/site.js')

export async function benchHelp() {
  const times = []
  for (let i = 0; i < 10; i++) {
    const started = performance.now()
    execFileSync(process.execPath, [bin, '--help'], { stdio: 'ignore' })
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = Math.round(times[5])
  return [{ name: 'site --help (median of 10)', value: median, unit: 'ms', budget: 300, ok: median <= 300 }]
}
