/**
 * The site configuration schema (zod, strict): what `content/site.config.ts` may contain.
 * `UserConfig` is what people write, `SiteConfig` what code reads after defaults are applied.
 */
import { z } from 'zod'
import { CONFIG_DEFAULTS } from './defaults.js'

/** An https URL; `message` replaces the generic text when the value is a string but not one. */
const httpsUrl = (message?: string) =>
  z.string().refine((value) => isHttpsUrl(value), { message: message ?? 'Must be an https:// URL' })

/** A site path (`/docs`) or an https URL. */
const linkTarget = z.string().refine((v) => v.startsWith('/') || isHttpsUrl(v), {
  message: 'Must be a site path starting with / or an https:// URL',
})

/** Per-page theme settings of spec §3; every key optional here, defaults applied in the page map. */
export const PageThemeSchema = z
  .object({
    breadcrumb: z.boolean(),
    collapsed: z.boolean(),
    footer: z.boolean(),
    navbar: z.boolean(),
    pagination: z.boolean(),
    sidebar: z.boolean(),
    timestamp: z.boolean(),
    toc: z.boolean(),
    layout: z.enum(['default', 'full', 'raw']),
    typesetting: z.enum(['default', 'article']),
  })
  .partial()
  .strict()

const LocaleSchema = z
  .object({
    locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Must be a BCP 47 tag such as en-US or fr'),
    text: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
  })
  .strict()

/** An SMTP transport for nodemailer (api/mailer.ts); `auth.pass` is best read from the environment. */
const SmtpSchema = z
  .object({
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535),
    /** The sender, e.g. `Newsletter <news@example.com>`. */
    from: z.string().min(3),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: z.boolean().default(false),
    /** Never upgrade to TLS (a mail server on loopback only). */
    ignoreTLS: z.boolean().default(false),
    auth: z.object({ user: z.string().min(1), pass: z.string().min(1) }).strict().optional(),
  })
  .strict()

const GeneratorSchema = z.function().args(z.object({ contentDir: z.string() })).returns(z.any())

export const SiteConfigSchema = z
  .object({
    /** Absolute origin of the published site, for canonical URLs, feeds and the sitemap. */
    siteUrl: httpsUrl(),
    brand: z
      .object({
        name: z.string().min(1),
        logo: z.object({ light: z.string().min(1), dark: z.string().min(1), alt: z.string().min(1) }).strict(),
        /** The external web application ("Try it now", "Log in", "Try now for free"). */
        appUrl: httpsUrl(),
        /** Path of the login page of the app, appended to appUrl. */
        loginPath: z.string().default('/login'),
      })
      .strict(),
    description: z.string().min(1),
    docsRepositoryBase: httpsUrl('Invalid `docsRepositoryBase` URL!'),
    project: z.object({ link: httpsUrl() }).strict(),
    chat: z.object({ link: httpsUrl() }).strict(),
    social: z
      .object({ github: httpsUrl(), x: httpsUrl(), slack: httpsUrl(), linkedin: httpsUrl() })
      .strict(),
    banner: z
      .object({
        key: z.string().min(1),
        title: z.string().min(1),
        subtitle: z.string().min(1),
        button: z.object({ text: z.string().min(1), href: linkTarget }).strict(),
      })
      .strict()
      .optional(),
    i18n: z
      .object({
        defaultLocale: z.string().default(CONFIG_DEFAULTS.defaultLocale),
        locales: z.array(LocaleSchema).min(1),
      })
      .strict()
      .refine((i18n) => i18n.locales.some((l) => l.locale === i18n.defaultLocale), {
        message: 'defaultLocale must be one of the listed locales',
        path: ['defaultLocale'],
      })
      .default({ defaultLocale: CONFIG_DEFAULTS.defaultLocale, locales: [{ locale: 'en-US', text: 'English' }] }),
    sidebar: z
      .object({
        defaultMenuCollapseLevel: z.number().finite().int().min(1).default(CONFIG_DEFAULTS.defaultMenuCollapseLevel),
        autoCollapse: z.boolean().default(false),
      })
      .strict()
      .default({}),
    theme: PageThemeSchema.default({}),
    primaryHue: z
      .object({ light: z.number().finite().min(0).max(360), dark: z.number().finite().min(0).max(360) })
      .strict()
      .default(CONFIG_DEFAULTS.primaryHue),
    marketing: z
      .object({
        routes: z.array(z.string().startsWith('/')).default([...CONFIG_DEFAULTS.marketingRoutes]),
        hue: z.number().finite().min(0).max(360).default(CONFIG_DEFAULTS.marketingHue),
      })
      .strict()
      .default({}),
    links: z.enum(['error', 'warn']).default(CONFIG_DEFAULTS.links),
    search: z.object({ codeBlocks: z.boolean().default(true) }).strict().default({}),
    /** `pageTimeout`: seconds a page may take on a worker before the build stops it and reports the page. */
    build: z.object({ pageTimeout: z.number().finite().positive().default(CONFIG_DEFAULTS.pageTimeout) }).strict().default({}),
    blog: z.object({ pageSize: z.number().finite().int().min(1).default(CONFIG_DEFAULTS.blogPageSize) }).strict().default({}),
    newsletter: z
      .object({
        database: z.string().default(CONFIG_DEFAULTS.newsletterDatabase),
        doubleOptIn: z.boolean().default(false),
        /** The SMTP server confirmation mails go out through (required by doubleOptIn). */
        smtp: SmtpSchema.optional(),
        corsOrigins: z.array(httpsUrl()).default([]),
      })
      .strict()
      .refine((n) => !n.doubleOptIn || n.smtp, {
        message: 'doubleOptIn needs an SMTP transport to send the confirmation mails: add newsletter.smtp = { host, port, from }',
        path: ['doubleOptIn'],
      })
      .default({}),
    /** Old route → new route; each old route gets a small redirecting page. */
    redirects: z.record(z.string().startsWith('/'), z.string().startsWith('/')).default({}),
    /** Functions that return virtual content files, e.g. generated reference pages. */
    generators: z.array(GeneratorSchema).default([]),
  })
  .strict()

export type UserConfig = z.input<typeof SiteConfigSchema>
export type ParsedConfig = z.output<typeof SiteConfigSchema>
export type PageTheme = Required<z.output<typeof PageThemeSchema>>
/** Page theme settings as written in front matter or `_meta` (every key optional). */
export type PageThemeInput = z.output<typeof PageThemeSchema>
export interface GeneratedFile {
  path: string
  source: string
}
export type Generator = (ctx: { contentDir: string }) => GeneratedFile[] | Promise<GeneratedFile[]>

/** Resolved configuration: the parsed config plus where it lives. */
export interface SiteConfig extends ParsedConfig {
  root: string
  contentDir: string
  configFile: string
}

/** The WHATWG URL parser every runtime has; core/ sees only ECMAScript's types, which lack it. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string } }).URL

/** True for an absolute https URL with a host. */
function isHttpsUrl(value: string): boolean {
  try {
    const url = new WhatwgUrl(value)
    return url.protocol === 'https:' && url.hostname.length > 0
  } catch {
    return false
  }
}
