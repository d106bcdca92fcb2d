/**
 * The SMTP Mailer of double opt-in, with nodemailer (Node only, so api/worker.ts never imports
 * this file). The Mailer interface the newsletter needs is `mail.ts`.
 */
import nodemailer from 'nodemailer'
import type { Mailer } from './mail.js'

export interface SmtpMailerOptions {
  host: string
  port: number
  from: string
  /** TLS from the first byte (port 465). Default false: STARTTLS when offered. */
  secure?: boolean
  /** Skip STARTTLS even when the server offers it (local test servers only). */
  ignoreTLS?: boolean
  auth?: { user: string; pass: string }
}

/** Returns a Mailer that sends through one pooled SMTP connection. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure ?? false,
    ignoreTLS: options.ignoreTLS ?? false,
    auth: options.auth,
    pool: true,
    maxConnections: 2,
    // Messages are built from our own strings only: no attachments from paths or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message })
    },
    close: () => transport.close(),
  }
}
