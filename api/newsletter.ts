/**
 * The newsletter itself: subscribe (with optional double opt-in), confirm and unsubscribe by
 * token, and the tRPC router that exposes them as newsletterSubscription.post/.confirm/.unsubscribe.
 * Every subscribe answers the same way whatever the address's state (no enumeration, STO-1).
 */
import { TRPCError } from '@trpc/server'
import { z } from 'zod'
import { emailTag, normalizeEmail, type NormalizedEmail } from './email.js'
import type { Mailer } from './mail.js'
import type { SubscriberStore } from './stores/types.js'
import { publicProcedure, router, type ApiLogger } from './trpc.js'

export interface DoubleOptInOptions {
  mailer: Mailer
  /** Absolute origin the links in mails point to, e.g. https://www.example.com */
  siteUrl: string
  /** Token lifetime (default 48 h). */
  tokenTtlMs?: number
  /** No second confirmation mail to one address within this time (default 10 min). */
  resendAfterMs?: number
  /** At most this many confirmation mails per address per 24 h (default 3, API-13). */
  maxMailsPerDay?: number
}

export interface NewsletterOptions {
  store: SubscriberStore
  doubleOptIn?: DoubleOptInOptions | false
  log: ApiLogger
  now?: () => number
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed'

export interface Newsletter {
  subscribe(email: NormalizedEmail, defer: (task: Promise<unknown>) => void): Promise<void>
  /** Throws TRPCError BAD_REQUEST for an unknown or expired token. */
  confirm(token: string): Promise<ConfirmOutcome>
  /** Removes the subscriber holding this token; silent when there is none. */
  unsubscribe(token: string): Promise<void>
}

/** The one answer to every accepted subscribe call. */
export const SUBSCRIBED = Object.freeze({ status: 'ok' as const })

export const EMAIL_INPUT_MAX = 512
const emailField = z
  .string()
  .max(EMAIL_INPUT_MAX)
  .transform((value, ctx) => {
    const email = normalizeEmail(value)
    if (!email) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Invalid email address' })
      return z.NEVER
    }
    return email
  })

// Strict: unknown keys such as __proto__ or constructor are refused (API-10).
export const SubscribeInput = z.object({ email: emailField }).strict()
const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const TokenInput = z.object({ token: z.string().regex(TOKEN) }).strict()

/** Returns true when `token` has the shape of one we issue (checked before any lookup). */
export function isTokenShaped(token: string): boolean {
  return TOKEN.test(token)
}

/** Returns the newsletter service over `options.store`. */
export function createNewsletter(options: NewsletterOptions): Newsletter {
  const { store, log } = options
  const optIn = options.doubleOptIn || null
  const now = options.now ?? Date.now

  async function sendConfirmation(email: NormalizedEmail, defer: (task: Promise<unknown>) => void): Promise<void> {
    if (!optIn) return
    const confirmToken = randomToken()
    const unsubscribeToken = randomToken()
    const at = now()
    const send = await store.issueTokens(email.address, {
      confirmHash: await hashToken(confirmToken),
      unsubscribeHash: await hashToken(unsubscribeToken),
      expiresAt: at + (optIn.tokenTtlMs ?? 48 * 3600_000),
      now: at,
      resendAfterMs: optIn.resendAfterMs ?? 10 * 60_000,
      maxMailsPerDay: optIn.maxMailsPerDay ?? 3,
    })
    if (!send) return
    const tag = await emailTag(email.key)
    // Sent after the response so a new address answers as fast as a known one (STO-1).
    defer(
      optIn.mailer.send(confirmationMail(email.address, optIn.siteUrl, confirmToken, unsubscribeToken)).then(
        () => log.info('api', `confirmation mail sent to ${tag}`),
        (error: unknown) => log.error('api', `confirmation mail to ${tag} failed: ${(error as Error)?.name ?? 'Error'}`),
      ),
    )
  }

  return {
    async subscribe(email, defer) {
      await store.subscribe(email.address, { pending: Boolean(optIn), now: now() })
      // A pending address (new or not) may get a mail; the store's budget decides (API-13).
      await sendConfirmation(email, defer)
    },
    async confirm(token) {
      const result = await store.confirm(await hashToken(token), now())
      if (result === 'confirmed' || result === 'already-confirmed') return result
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: result === 'expired' ? 'This link has expired, please subscribe again' : 'Invalid token',
      })
    },
    async unsubscribe(token) {
      await store.unsubscribe(await hashToken(token))
    },
  }
}

export const newsletterRouter = router({
  post: publicProcedure
    .input(SubscribeInput)
    .mutation(async ({ input, ctx }) => {
      await ctx.newsletter.subscribe(input.email, ctx.defer)
      return SUBSCRIBED
    }),
  confirm: publicProcedure
    .input(TokenInput)
    .mutation(async ({ input, ctx }) => ({ status: await ctx.newsletter.confirm(input.token) })),
  unsubscribe: publicProcedure
    .input(TokenInput)
    .mutation(async ({ input, ctx }) => {
      await ctx.newsletter.unsubscribe(input.token)
      return SUBSCRIBED
    }),
})

/** Returns the confirmation mail; links open pages whose buttons POST (link scanners only GET, STO-3). */
export function confirmationMail(to: string, siteUrl: string, confirmToken: string, unsubscribeToken: string) {
  const base = siteUrl.replace(/\/+$/, '')
  const confirmUrl = `${base}/api/newsletter/confirm?token=${confirmToken}`
  const unsubscribeUrl = `${base}/api/newsletter/unsubscribe?token=${unsubscribeToken}`
  return {
    to,
    subject: 'Confirm your newsletter subscription',
    text: `Please confirm your subscription to our newsletter:\n\n${confirmUrl}\n\nIf you did not ask for this, ignore this mail and nothing will happen.\n\nUnsubscribe: ${unsubscribeUrl}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** Returns 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Returns the SHA-256 hex of a token: only hashes are stored. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
