// A valid configuration for tests, and a way to parse variations of it.
import { parseConfig } from '../../cli/config/load.js'
import type { SiteConfig, UserConfig } from '../../core/config/schema.js'

export const BASE_CONFIG: UserConfig = {
  siteUrl: 'https://docs.example.com',
  description: 'Test site',
  brand: { name: 'Acme', logo: { light: '/logo.svg', dark: '/logo-dark.svg', alt: 'Acme' }, appUrl: 'https://app.example.com' },
  docsRepositoryBase: 'https://github.com/acme/site/tree/main',
  navbar: { icons: [{ network: 'github', href: 'https://github.com/acme' }] },
  social: [{ network: 'github', href: 'https://github.com/acme' }, { network: 'x', href: 'https://x.com/acme' }],
}

/** Parses BASE_CONFIG merged with `overrides` for a project at `root`. */
export function testConfig(overrides: Record<string, unknown> = {}, root = '/tmp/site-test'): SiteConfig {
  return parseConfig({ ...BASE_CONFIG, ...overrides }, { root, configFile: 'content/site.config.ts' })
}
