import { defineConfig } from 'site/config'
import { cliReference } from './_generators/cli-reference.ts'

export default defineConfig({
  siteUrl: 'https://www.speakeasy.example',
  description: 'SDKs, Terraform providers and documentation generated from your OpenAPI description.',
  brand: {
    name: 'Speakeasy',
    logo: { light: '/images/logo.svg', dark: '/images/logo-dark.svg', alt: 'Speakeasy' },
    appUrl: 'https://app.speakeasy.example',
  },
  docsRepositoryBase: 'https://github.com/speakeasy-example/website/tree/main',
  project: { link: 'https://github.com/speakeasy-example' },
  chat: { link: 'https://join.slack.com/t/speakeasy-example/shared_invite' },
  social: {
    github: 'https://github.com/speakeasy-example',
    x: 'https://x.com/speakeasy_example',
    slack: 'https://join.slack.com/t/speakeasy-example/shared_invite',
    linkedin: 'https://www.linkedin.com/company/speakeasy-example',
  },
  banner: {
    key: 'speakeasy-banner-start',
    title: 'Start to Speakeasy!',
    subtitle: 'Create great integration experiences for your APIs',
    button: { text: 'Try now for free', href: 'https://app.speakeasy.example' },
  },
  i18n: {
    defaultLocale: 'en-US',
    locales: [
      { locale: 'en-US', text: 'English', direction: 'ltr' },
      { locale: 'fr', text: 'Français', direction: 'ltr' },
    ],
  },
  sidebar: { defaultMenuCollapseLevel: 1, autoCollapse: true },
  redirects: {
    '/docs/product-reference/terms-of-service': '/docs/terms-of-service',
    '/docs/product-reference/privacy-policy': '/docs/privacy-policy',
  },
  generators: [cliReference],
})
