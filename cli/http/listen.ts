/** Starts an HTTP server listening, turning the usual socket failures into messages that say what to do. */
import type { Server } from 'node:http'

/** A listen failure the user can fix (port taken, no permission, unknown host). */
export class ListenError extends Error {}

/** Listens on host:port and resolves with the bound port (port 0 picks a free one). */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, resolve)
    })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') throw new ListenError(`Port ${port} on ${host} is already in use. Stop the other server or choose another port with --port.`)
    if (code === 'EACCES') throw new ListenError(`No permission to listen on port ${port}. Choose a port above 1023 with --port.`)
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new ListenError(`Cannot listen on host ${host}: it is not an address of this machine. Check --host.`)
    throw error
  }
  const address = server.address()
  return typeof address === 'object' && address ? address.port : port
}
