// Runs the site CLI in this process and prints the process's peak RSS (threads included) at exit.
process.on('exit', () => {
  process.stdout.write(`PEAK_RSS_MB=${Math.round(process.resourceUsage().maxRSS / 1024)}\n`)
})
// As bin/site.js does: React renders without its development checks (the workers inherit this).
process.env.NODE_ENV ??= 'production'
const { main } = await import('../.engine/cli.mjs')
await main(['node', 'site', ...process.argv.slice(2)])
