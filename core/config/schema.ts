/**
 * The site configuration schema (zod, strict): what `content/site.config.ts` may contain.
 * `UserConfig` is what people write, `SiteConfig` what code reads after defaults are applied.
 */
import { z } from 'zod'
import { CONFIG_DEFAULTS } from './defaults.js'
import { FooterSchema, NavbarSchema, SocialLinkSchema } from './chrome.js'
import { basePathValue, cssColor, httpsUrl, linkTarget, siteOrigin } from './values.js'
import { UI_STRING_KEYS, type UiStringKey } from '../i18n/ui-strings.js'

/** Per-page theme settings of spec §3; every key optional here, defaults applied in the page map. */
export const PageThemeSchema = z
  .object({
    /** Show the breadcrumb above the content. */
    breadcrumb: z.boolean(),
    /** A folder entry starts collapsed in the sidebar. */
    collapsed: z.boolean(),
    /** Show the footer. */
    footer: z.boolean(),
    /** Show the navbar (and banner). */
    navbar: z.boolean(),
    /** Show previous/next links. */
    pagination: z.boolean(),
    /** Show the sidebar. */
    sidebar: z.boolean(),
    /** Show "Last updated on". */
    timestamp: z.boolean(),
    /** Show the table of contents. */
    toc: z.boolean(),
    /** `default`, `full` (no sidebar and TOC column) or `raw` (the content alone, no chrome). */
    layout: z.enum(['default', 'full', 'raw']),
    /** `default` or `article` (wider line height and reading widths). */
    typesetting: z.enum(['default', 'article']),
    /**
     * The marketing style: forced dark theme with the `marketing.hue` accent, the full-width layout,
     * no table of contents and no title heading above the content (the page's own hero holds its h1).
     */
    marketing: z.boolean(),
  })
  .partial()
  .strict()

/** The dismissible strip above the navbar. */
const BannerSchema = z
  .object({
    /** Storage key of the dismissal: change it to show a new banner to everyone again. */
    key: z.string().min(1),
    /** Bold text. */
    title: z.string().min(1),
    /** Text after the title. */
    subtitle: z.string().min(1),
    /** The banner's button. */
    button: z.object({ text: z.string().min(1), href: linkTarget }).strict(),
  })
  .strict()

/** Every engine text, each optional: `{ skipToContent: 'Aller au contenu' }`. */
const UiStringsSchema = z.object(Object.fromEntries(UI_STRING_KEYS.map((key) => [key, z.string().min(1)])) as { [K in UiStringKey]: z.ZodString }).partial().strict()

/** A locale's own site texts; a key left out keeps the site's value. */
const LocaleOverridesSchema = z
  .object({
    description: z.string().min(1),
    banner: BannerSchema,
    navbar: NavbarSchema.partial(),
    footer: FooterSchema.partial(),
    social: z.array(SocialLinkSchema),
    editLink: z.object({ text: z.string().min(1) }).strict(),
    feedback: z.object({ content: z.string().min(1) }).strict(),
    search: z.object({ placeholder: z.string().min(1) }).strict(),
  })
  .partial()
  .strict()

const LocaleSchema = z
  .object({
    /** BCP 47 tag: `en-US`, `fr`. Pages in this locale are `name.<locale>.mdx` or in the folder `content/<locale>/`, served under `/<locale>/`. */
    locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Must be a BCP 47 tag such as en-US or fr'),
    /** The language's name in the switcher. */
    text: z.string().min(1),
    /** Writing direction. */
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    /** The engine's own texts in this locale (labels, notices, error pages), over the built-in ones (English, French). */
    strings: UiStringsSchema.optional(),
    /** The site's texts in this locale: `description`, `banner`, `navbar`, `footer`, `social`, `editLink`, `feedback`, `search`; each replaces the site's value (a list whole, an object key by key). */
    overrides: LocaleOverridesSchema.optional(),
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
    /** Required. The https origin the site is served from (`https://docs.example.com`, no path), for canonical URLs, feeds and the sitemap. */
    siteUrl: siteOrigin(),
    /** The path the site is served under (`/docs` for https://example.github.io/docs/): every URL the pages hold starts with it. Default: the root. */
    basePath: basePathValue().default(''),
    /** Required: `{ name }`. Who the site is. */
    brand: z
      .object({
        /** Required. The site's name: page titles (`Page | name`), feeds, the text logo. */
        name: z.string().min(1),
        /** An image logo (paths under content/public or https URLs); without it the navbar shows `name` as text. */
        logo: z
          .object({
            /** The logo on light backgrounds. */
            light: linkTarget,
            /** The logo on dark backgrounds; default: `light`. */
            dark: linkTarget.optional(),
            /** Accessible name of the logo link; default: `brand.name`. */
            alt: z.string().min(1).optional(),
          })
          .strict()
          .optional(),
        /** The URL MDX links written `href="app"` go to (marketing components, banner button). */
        appUrl: httpsUrl().optional(),
      })
      .strict(),
    /** The site's description: the `<meta name="description">` of pages without their own, and the feeds'. */
    description: z.string().min(1).optional(),
    /** The folder of `content/` in the repository (`https://github.com/o/r/tree/main`); enables "Edit this page", feedback and 404 issue links. */
    docsRepositoryBase: httpsUrl('Invalid `docsRepositoryBase` URL!').optional(),
    /** "Edit this page" link (shown only with `docsRepositoryBase`). */
    editLink: z.object({ /** Its text; default: the locale's built-in text ("Edit this page →"). */ text: z.string().min(1).optional() }).strict().default({}),
    /** Feedback link, a new issue on the repository (shown only with `docsRepositoryBase`). */
    feedback: z.object({ /** Its text; default: the locale's built-in text ("Question? Give us feedback →"). */ content: z.string().min(1).optional() }).strict().default({}),
    /** Social links of the footer: `{ network: 'github', href }` for a known network, or `{ label, href, icon }`. */
    social: z.array(SocialLinkSchema).default([]),
    /** Navbar additions: `items` (links), `icons` (social-style links), `buttons`. */
    navbar: NavbarSchema.default({}),
    /** Footer: `links`, `buttons`, `content` (the bottom line). */
    footer: FooterSchema.default({}),
    /** Extra tags in every page's `<head>`: `meta` (name or property, content) and `links` (rel, href, …: favicons, fonts). */
    head: z
      .object({
        /** `<meta>` tags, each an object of attributes such as `{ name: 'theme-color', content: '#fff' }`. */
        meta: z.array(z.record(z.string(), z.string())).default([]),
        /** `<link>` tags, each an object of attributes such as `{ rel: 'icon', href: '/favicon.svg' }`. */
        links: z.array(z.record(z.string(), z.string())).default([]),
      })
      .strict()
      .default({}),
    /** A dismissible strip above the navbar. */
    banner: BannerSchema.optional(),
    /** Locales: `defaultLocale` and `locales` ({ locale, text, direction }); one locale means no language switcher. */
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
    /** Sidebar: `defaultMenuCollapseLevel` (folders deeper than this start collapsed) and `autoCollapse` (close other folders). */
    sidebar: z
      .object({
        /** Folders at a deeper level than this start collapsed (1: only top-level folders open). */
        defaultMenuCollapseLevel: z.number().finite().int().min(1).default(CONFIG_DEFAULTS.defaultMenuCollapseLevel),
        /** Opening a folder closes the others of its level. */
        autoCollapse: z.boolean().default(false),
      })
      .strict()
      .default({}),
    /** Default page theme (per-page `theme` in front matter or `_meta` overrides it). */
    theme: PageThemeSchema.default({}),
    /** The table of contents: `float` (default true) keeps it in the right column beside the content; `false` places it at the end of the content, at every width. */
    toc: z
      .object({
        /** Beside the content (true, from 1280 px wide) or at its end (false). */
        float: z.boolean().default(true),
      })
      .strict()
      .default({}),
    /** Hue (0–360) of the accent colour in the light and dark themes. */
    primaryHue: z
      .object({ light: z.number().finite().min(0).max(360), dark: z.number().finite().min(0).max(360) })
      .strict()
      .default(CONFIG_DEFAULTS.primaryHue),
    /**
     * The accent as a CSS colour (`'#0a7aff'`, `'oklch(0.6 0.2 250)'`), or one per theme
     * (`{ light, dark }`); it replaces `primaryHue`. In each theme only its lightness is adjusted,
     * as little as needed, so links and buttons keep a 4.5:1 contrast.
     */
    primaryColor: z.union([cssColor, z.object({ light: cssColor, dark: cssColor }).strict()]).optional(),
    /** The marketing style (see the page theme's `marketing`): `routes` drawn in it besides the pages whose theme says so, and its accent `hue`. */
    marketing: z
      .object({
        /** Routes (without locale prefix) in the marketing style; default: none (pages may say `theme: { marketing: true }`). */
        routes: z.array(z.string().startsWith('/')).default([]),
        /** Their accent hue. */
        hue: z.number().finite().min(0).max(360).default(CONFIG_DEFAULTS.marketingHue),
      })
      .strict()
      .default({}),
    /** What a broken internal link (and, with `warn`, anchor) is: `error` (fails the build) or `warn`; unset, `warn` in a Nextra project (cli/config/load.ts). */
    links: z.enum(['error', 'warn']).default(CONFIG_DEFAULTS.links),
    /** What a link to a missing heading or id of an existing page is: `warn` (the default, as Docusaurus) or `error` (also with `strict`). */
    anchors: z.enum(['error', 'warn']).default(CONFIG_DEFAULTS.anchors),
    /** Search: `codeBlocks` (index code blocks) and `placeholder` (the search box's text). */
    search: z
      .object({
        /** Index the text of code blocks. */
        codeBlocks: z.boolean().default(true),
        /** Placeholder of the search box; default: the locale's built-in text ("Search documentation…"). */
        placeholder: z.string().min(1).optional(),
      })
      .strict()
      .default({}),
    /** Build limits: `pageTimeout`, seconds a page's code may run on a worker (getStaticProps, rendering) before the build stops it and reports the page; its compile may take ten times as long. */
    build: z.object({ pageTimeout: z.number().finite().positive().default(CONFIG_DEFAULTS.pageTimeout) }).strict().default({}),
    /**
     * Docs: `folder`, the top folder of content/ whose pages are docs pages (default `docs`), or `/`
     * for every page outside the blog (a Nextra site: every page is a docs page). A docs page shows
     * the copy-page button and the feedback and edit links, and is a TechArticle in its JSON-LD.
     */
    docs: z
      .object({
        folder: z.string().regex(/^(?:\/|[a-z0-9][a-z0-9_-]*)$/, 'one folder name in lowercase letters, digits, `-` or `_`, such as `docs`, or `/` for every page outside the blog').default(CONFIG_DEFAULTS.docsFolder),
      })
      .strict()
      .default({}),
    /**
     * Blog: `folder`, the top folder of content/ whose pages are posts (default `post`; a Nextra blog
     * keeps them in `posts`), which also gives the routes of its index, categories and feeds;
     * `pageSize` posts per index page.
     */
    blog: z
      .object({
        folder: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'one folder name in lowercase letters, digits, `-` or `_`, such as `posts`').default(CONFIG_DEFAULTS.blogFolder),
        pageSize: z.number().finite().int().min(1).default(CONFIG_DEFAULTS.blogPageSize),
      })
      .strict()
      .default({}),
    /** The newsletter: a sign-up form in the footer and its API. No form without this key. */
    newsletter: z
      .object({
        /** SQLite file of `site serve`/`site dev`, relative to the project root. */
        database: z.string().default(CONFIG_DEFAULTS.newsletterDatabase),
        /** Send a confirmation mail before a sign-up counts. */
        doubleOptIn: z.boolean().default(false),
        /** The SMTP server confirmation mails go out through (required by doubleOptIn). */
        smtp: SmtpSchema.optional(),
        /** Other origins whose pages may post to the API. */
        corsOrigins: z.array(httpsUrl()).default([]),
      })
      .strict()
      .refine((n) => !n.doubleOptIn || n.smtp, {
        message: 'doubleOptIn needs an SMTP transport to send the confirmation mails: add newsletter.smtp = { host, port, from }',
        path: ['doubleOptIn'],
      })
      .optional(),
    /**
     * The site's own MDX components, available to every page without imports: name → module path
     * relative to the project root, `#Export` naming the export (default: the export of that name,
     * else the default export). `content/mdx-components.tsx` (or .jsx/.ts/.js) is read too.
     */
    components: z.record(z.string().regex(/^[A-Za-z_$][\w$]*$/, 'Must be a component name such as Chart'), z.string().min(1)).default({}),
    /** A component a page uses that no one provides is an error (default: a warning and a visible stand-in). */
    strict: z.boolean().default(false),
    /** Defaults for `site publish` (flags win). */
    publish: z
      .object({
        bucket: z.string().min(3).optional(),
        prefix: z.string().optional(),
        endpoint: z.string().url().optional(),
        region: z.string().min(1).optional(),
        concurrency: z.number().int().min(1).max(64).optional(),
        /** Hours hashed assets of an earlier release stay in the bucket after leaving the build (default 24). */
        assetGraceHours: z.number().finite().min(0).optional(),
      })
      .strict()
      .optional(),
    /** Math: `$…$` inline and `$$…$$` display, rendered at build time by KaTeX as MathML (Nextra's `latex`). */
    latex: z.boolean().default(false),
    /** ```mermaid blocks as diagrams, drawn in the browser by the pinned mermaid package on the pages that have one (Nextra renders them too). */
    mermaid: z.boolean().default(false),
    /**
     * How headings get their ids: `github` (GitHub's slugs, as Nextra, Docusaurus and Starlight make
     * them: `vi.fn()` → `vifn`) or `vitepress` (VitePress's: `vi.fn()` → `vi-fn`), so the anchors a
     * site's pages link to keep working.
     */
    headingIds: z.enum(['github', 'vitepress']).default('github'),
    /**
     * Where a page's title (sidebar, breadcrumbs, pagination, search, `<title>`) comes from:
     * `frontmatter` (its `title`, else its first `#` heading) or `heading` (its first `#` heading,
     * else its `title`), as VitePress, whose front matter `title` names the browser tab only
     * (`title: Retries | Guide` over `# Retries`).
     */
    pageTitles: z.enum(['frontmatter', 'heading']).default('frontmatter'),
    /** Old route → new route; each old route gets a small redirecting page. */
    redirects: z.record(z.string().startsWith('/'), z.string().startsWith('/')).default({}),
    /** Functions that return virtual content files, e.g. generated reference pages. */
    generators: z.array(GeneratorSchema).default([]),
  })
  .strict()

export type UserConfig = z.input<typeof SiteConfigSchema>
export type ParsedConfig = z.output<typeof SiteConfigSchema>
/**
 * A component of a `_meta` module drawn above or below a page's content (Nextra 3's
 * `theme.topContent` / `theme.bottomContent`): the module's file and the key of the entry whose
 * theme holds it. Only renderer/stages/meta.ts sets it; config and front matter cannot.
 */
export interface DrawnContentRef {
  file: string
  key: string
}
interface DrawnContent {
  topContent?: DrawnContentRef
  bottomContent?: DrawnContentRef
}
export type PageTheme = Required<z.output<typeof PageThemeSchema>> & DrawnContent
/** Page theme settings as written in front matter or `_meta` (every key optional). */
export type PageThemeInput = z.output<typeof PageThemeSchema> & DrawnContent
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
  /** The config file's text, to locate its values in messages (absent when parsed from an object). */
  configSource?: string
}
