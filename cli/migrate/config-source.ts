/** The text of the `content/site.config.ts` that `site migrate` writes. Pure. */
export function configSource(config: Record<string, unknown>, from: 'nextra' | 'docusaurus' | 'vitepress'): string {
  return `import { defineConfig } from 'site/config'\n\n// Written by \`site migrate ${from}\`. Options: README.md of site.\nexport default defineConfig(${JSON.stringify(config, null, 2)})\n`
}
