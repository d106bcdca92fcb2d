// A local SMTP server on 127.0.0.1 that keeps every message it receives (raw RFC 5322 text).
import { SMTPServer } from 'smtp-server'
import { freePort } from './postgres.js'

export interface MailSink {
  port: number
  messages: string[]
  /** Resolves once `n` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

export async function startMailSink(): Promise<MailSink> {
  const messages: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: NodeJS.ReadableStream, _session: unknown, callback: () => void) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    messages,
    async waitFor(n, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs
      while (messages.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} mails, got ${messages.length}`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
