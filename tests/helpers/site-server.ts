// Starts `site dev` / `site serve` as child processes and listens to the dev reload channel.
import { spawn, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { SITE_BIN } from './cli.js'

export interface SiteServer {
  port: number
  child: ChildProcess
  output: () => string
}

/**
 * Starts `site <command> …args` and waits for its "Serving" line. Without a `--port` in `args`, on
 * port 0: the server takes a port the system gives it and names it in that line (a port found free
 * beforehand could be taken by another test's server before this one listened).
 */
export async function startServer(command: 'dev' | 'serve', root: string, args: string[] = []): Promise<SiteServer> {
  const portArgs = args.includes('--port') ? [] : ['--port', '0']
  const child = spawn(process.execPath, [SITE_BIN, command, '--root', root, ...portArgs, ...args], { env: { ...process.env, NO_COLOR: '1' } })
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += d
      const serving = /Serving .* at http:\/\/[^\s]+:(\d+)/.exec(output)
      if (serving) resolve(Number(serving[1]))
    })
    child.stderr!.on('data', (d) => (output += d))
    child.once('exit', (code) => reject(new Error(`site ${command} exited ${code}: ${output}`)))
  })
  return { port, child, output: () => output }
}

export interface ReloadEvents {
  status: number
  contentType: string
  /** Number of `reload` events so far. */
  reloads: () => number
  /** The root-relative file named by each `reload` event so far, in order. */
  files: () => string[]
  close: () => void
}

/** Opens the reload channel; records `reload` events until closed. */
export function openEvents(port: number, token: string, origin: string): Promise<ReloadEvents> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: `/__site/events?token=${token}`, headers: { Origin: origin, Host: `127.0.0.1:${port}` } }, (res) => {
      let count = 0
      let text = ''
      let closed = false
      let failure: Error | undefined
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        count += chunk.split('event: reload').length - 1
        text += chunk
      })
      // Closing aborts the stream (an error event); an error before that is the test's failure.
      res.on('error', (error) => {
        if (!closed) failure = error
      })
      const alive = () => {
        if (failure) throw new Error(`the reload channel failed: ${failure.message}`)
      }
      const files = () => (alive(), [...text.matchAll(/event: reload\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]!) as { file: string }).file))
      const close = () => {
        closed = true
        req.destroy()
      }
      resolve({ status: res.statusCode!, contentType: String(res.headers['content-type']), reloads: () => (alive(), count), files, close })
    })
    req.on('error', reject)
  })
}
