// A real S3 API server on loopback for publish tests: s3rver (pure JavaScript, runs in-process;
// MinIO's server binary is not in the npm or Debian registries), behind a counting proxy so a
// test can assert on the exact writes the server received, in order.
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { REPO } from './cli.js'

export interface S3Server {
  /** The endpoint to pass as --endpoint (the counting proxy). */
  endpoint: string
  /** Every write (PUT, POST, DELETE) as `METHOD /bucket/key?query`, in arrival order. */
  writes: string[]
  /** Called after each write was answered. */
  onWrite: (listener: (write: string) => void) => void
  client: S3Client
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3(bucket: string): Promise<S3Server> {
  const directory = await mkdtemp(path.join(REPO, 'tests', '.tmp', 's3-'))
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = (await s3rver.run()) as AddressInfo
  const writes: string[] = []
  const listeners: ((write: string) => void)[] = []
  // A client killed mid-upload (the interrupted-publish test) resets its connection: the loss is
  // passed on to the other side, as a real server's would be, instead of an 'aborted' error with
  // no listener failing the whole run (seen once, under load).
  const proxy: Server = createServer((req, res) => {
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      answer.on('error', () => res.destroy())
      res.writeHead(answer.statusCode!, answer.headers)
      answer.pipe(res)
      answer.on('end', () => {
        if (req.method === 'PUT' || req.method === 'POST' || req.method === 'DELETE') {
          const write = `${req.method} ${decodeURIComponent(req.url!.replace(/\?x-id=PutObject$/, ''))}`
          writes.push(write)
          for (const l of listeners) l(write)
        }
      })
    })
    upstream.on('error', () => res.destroy())
    req.on('error', () => upstream.destroy())
    res.on('close', () => void (res.writableFinished || upstream.destroy()))
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const env = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' }
  const client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  return {
    endpoint,
    writes,
    onWrite: (listener) => listeners.push(listener),
    client,
    env,
    async close() {
      client.destroy()
      proxy.closeAllConnections()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
      await s3rver.close()
    },
  }
}
