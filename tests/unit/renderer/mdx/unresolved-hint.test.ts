// What an unresolved import's hint tells the author to do, by what the specifier names.
import { describe, expect, it } from 'vitest'
import { unresolvedHint } from '../../../../renderer/mdx/unresolved-hint.js'

describe('unresolvedHint', () => {
  it.each([
    ['acme-charts', 'Install it (`npm install acme-charts`)'],
    ['@acme/gauges/dist/ssr', 'Install it (`npm install @acme/gauges`)'],
    ['next/script', 'Install it (`npm install next`)'],
    ['./missing.mdx', 'No file `./missing.mdx` from this file'],
    ['@theme/Tabs', '`@theme/Tabs` is a module of Docusaurus, not a package'],
    ['~/components/chart', '`~/` is a path alias, not a package'],
    ['@/components/chart', '`@/` is a path alias, not a package'],
    ['#lib/chart', '`#lib/` is a path alias, not a package'],
    ['$lib/chart', '`$lib/` is a path alias, not a package'],
    ['~/components/about.astro', '`~/components/about.astro` is an Astro component'],
    ['./Demo.vue', '`./Demo.vue` is a Vue component'],
    ['$lib/Hero.svelte', '`$lib/Hero.svelte` is a Svelte component'],
  ])('%j: %s…', (module, start) => {
    expect(unresolvedHint(module)).toContain(start)
  })
})
