/** CONFIG_DEFAULTS: the single source of every default of the site configuration and page theme. */
export const PAGE_THEME_DEFAULTS = {
  breadcrumb: true,
  collapsed: false,
  footer: true,
  navbar: true,
  pagination: true,
  sidebar: true,
  timestamp: true,
  toc: true,
  layout: 'default',
  typesetting: 'default',
  marketing: false,
} as const

export const CONFIG_DEFAULTS = {
  defaultLocale: 'en-US',
  defaultMenuCollapseLevel: 2,
  primaryHue: { light: 212, dark: 204 },
  marketingHue: 53,
  links: 'error',
  /** Broken anchors warn by default (as in Docusaurus): translated pages often keep another language's heading ids. */
  anchors: 'warn',
  blogPageSize: 20,
  /** The folder of content/ whose pages are blog posts. */
  blogFolder: 'post',
  /** The folder of content/ whose pages are docs pages (`/`: every page outside the blog). */
  docsFolder: 'docs',
  newsletterDatabase: '.newsletter/subscribers.db',
  /** Seconds a page may take to compile and render on a worker before it is stopped and reported. */
  pageTimeout: 60,
} as const
