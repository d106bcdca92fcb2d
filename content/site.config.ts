import { defineConfig } from 'site/config'
import { cliReference } from './_generators/cli-reference.ts'

const APP = 'https://app.speakeasy.example'
const SLACK = 'https://join.slack.com/t/speakeasy-example/shared_invite'

export default defineConfig({
  siteUrl: 'https://www.speakeasy.example',
  // Our own pages keep every anchor working: a broken one fails the build (the default only warns).
  anchors: 'error',
  description: 'SDKs, Terraform providers and documentation generated from your OpenAPI description.',
  brand: {
    name: 'Speakeasy',
    logo: { light: '/images/logo.svg', dark: '/images/logo-dark.svg', alt: 'Speakeasy' },
    appUrl: APP,
  },
  docsRepositoryBase: 'https://github.com/speakeasy-example/website/tree/main',
  navbar: {
    items: [
      { title: 'Docs', href: '/docs' },
      { title: 'Blog', href: '/post' },
    ],
    icons: [
      { network: 'github', href: 'https://github.com/speakeasy-example', label: 'Project on GitHub' },
      { network: 'slack', href: SLACK, label: 'Chat on Slack' },
    ],
    buttons: [
      { text: 'Log in', href: `${APP}/login`, variant: 'secondary' },
      { text: 'Try it now', href: APP },
    ],
  },
  footer: {
    buttons: [
      { text: 'Try It Now', href: APP },
      { text: 'Log in', href: `${APP}/login`, variant: 'link' },
    ],
    links: [
      { title: 'Docs', href: '/docs' },
      { title: 'Blog', href: '/post' },
      { title: 'Terms of Service', href: '/docs/terms-of-service' },
      { title: 'Privacy Policy', href: '/docs/privacy-policy' },
    ],
  },
  social: [
    { network: 'github', href: 'https://github.com/speakeasy-example' },
    { network: 'x', href: 'https://x.com/speakeasy_example' },
    { network: 'slack', href: SLACK },
    { network: 'linkedin', href: 'https://www.linkedin.com/company/speakeasy-example' },
  ],
  marketing: { routes: ['/', '/ai', '/sdk', '/terraform'] },
  docs: { folder: 'docs' },
  blog: { folder: 'post' },
  newsletter: {},
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
      {
        locale: 'fr',
        text: 'Français',
        direction: 'ltr',
        // The site's own texts on /fr; the engine's labels (search, 404, sidebar toggles…) are built in.
        overrides: {
          description: 'Des SDK, des providers Terraform et une documentation générés à partir de votre description OpenAPI.',
          navbar: {
            items: [
              { title: 'Documentation', href: '/docs' },
              { title: 'Blog', href: '/post' },
            ],
            icons: [
              { network: 'github', href: 'https://github.com/speakeasy-example', label: 'Le projet sur GitHub' },
              { network: 'slack', href: SLACK, label: 'Discuter sur Slack' },
            ],
            buttons: [
              { text: 'Se connecter', href: `${APP}/login`, variant: 'secondary' },
              { text: 'Essayer', href: APP },
            ],
          },
          footer: {
            buttons: [
              { text: 'Essayer maintenant', href: APP },
              { text: 'Se connecter', href: `${APP}/login`, variant: 'link' },
            ],
            links: [
              { title: 'Documentation', href: '/docs' },
              { title: 'Blog', href: '/post' },
              { title: "Conditions d'utilisation", href: '/docs/terms-of-service' },
              { title: 'Politique de confidentialité', href: '/docs/privacy-policy' },
            ],
          },
          banner: {
            key: 'speakeasy-banner-start',
            title: 'Lancez-vous avec Speakeasy !',
            subtitle: "Offrez à vos API une expérience d'intégration à la hauteur",
            button: { text: 'Essayer gratuitement', href: APP },
          },
        },
      },
    ],
  },
  sidebar: { defaultMenuCollapseLevel: 1, autoCollapse: true },
  redirects: {
    '/docs/product-reference/terms-of-service': '/docs/terms-of-service',
    '/docs/product-reference/privacy-policy': '/docs/privacy-policy',
  },
  generators: [cliReference],
})
