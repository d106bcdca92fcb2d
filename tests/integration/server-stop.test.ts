// `site dev` and `site serve` exit on SIGTERM while clients keep asking on kept-alive connections.
import { Agent, get } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer, type SiteServer } from '../helpers/site-server.js'

describe.each(['dev', 'serve'] as const)('site %s on SIGTERM', { timeout: 300_000 }, (command) => {
  let server: SiteServer | undefined
  afterAll(() => void server?.child.kill('SIGKILL'))

  it(`exits while four clients keep asking on kept-alive connections${command === 'dev' ? ' and one keeps the reload channel open' : ''}`, async () => {
    const root = await copyFixture('basic')
    if (command === 'serve') expect((await runSite(['build', '--root', root])).code).toBe(0)
    server = await startServer(command, root)
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', resolve))
    const agent = new Agent({ keepAlive: true, maxSockets: 4 })
    let answers = 0
    let stopped = false
    // Each client asks again as soon as an answer ends, whatever its status (a tab polling for a
    // restarted server does); it stops when the connection is refused or cut.
    const client = async (host?: string) => {
      while (!stopped) if (!(await ask(server!.port, agent, '/docs/intro', host))) return
    }
    // As a tab's EventSource does, it opens the channel again as soon as the server ends it.
    const listener = async (token: string) => {
      while (!stopped) if (!(await ask(server!.port, agent, `/__site/events?token=${token}`))) return
    }
    // One from a foreign host: the server answers it at once (403), before any await.
    const clients = [client(), client(), client(), client('rebound.example')]
    await expect.poll(() => answers, { timeout: 120_000 }).toBeGreaterThan(20)
    if (command === 'dev') clients.push(listener(await pageToken(server.port)))
    server.child.kill('SIGTERM')
    // Before, the server answered on the open connections for as long as the clients asked.
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 120_000, 'still running'))])
    stopped = true
    await Promise.all(clients)
    agent.destroy()
    expect(code, `site ${command} after SIGTERM, having answered ${answers} requests:\n${server.output().slice(-1000)}`).toBe(0)

    /** One GET; true when answered. */
    function ask(port: number, through: Agent, target: string, host = `127.0.0.1:${port}`): Promise<boolean> {
      return new Promise((resolve) => {
        const req = get({ host: '127.0.0.1', port, path: target, agent: through, headers: { Host: host, Origin: `http://${host}` } }, (res) => {
          res.resume()
          res.on('end', () => resolve(++answers > 0))
          res.on('error', () => resolve(false))
        })
        req.on('error', () => resolve(false))
      })
    }
  })
})

/** The reload-channel token `site dev` puts in its pages. */
async function pageToken(port: number): Promise<string> {
  const html = await (await fetch(`http://127.0.0.1:${port}/docs/intro`)).text()
  return /token=([0-9a-f]{32})/.exec(html)![1]!
}
