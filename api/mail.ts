/**
 * Outgoing mail as the newsletter needs it: a Mailer sends a message. Kept apart from the SMTP
 * implementation (mailer.ts, nodemailer) so the router's types (and the client that imports them
 * as types) never see Node's.
 */
export interface MailMessage {
  to: string
  subject: string
  text: string
  headers?: Record<string, string>
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): Promise<void> | void
}
