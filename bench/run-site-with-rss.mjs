// Runs the site CLI in this process and prints, at exit, the process's peak RSS and the CPU time
// of all its threads (workers are threads), for the benchmarks to read.
process.on('exit', () => {
  const { user, system } = process.cpuUsage()
  process.stdout.write(`PEAK_RSS_MB=${Math.round(process.resourceUsage().maxRSS / 1024)}\nCPU_MS=${Math.round((user + system) / 1000)}\n`)
})
// As bin/site.js does: React renders without its development checks (the workers inherit this).
process.env.NODE_ENV ??= 'production'
const { main } = await import('../.engine/cli.mjs')
await main(['node', 'site', ...process.argv.slice(2)])
