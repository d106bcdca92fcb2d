import { createHighlighter } from 'shiki/bundle/full'
import { describe, expect, it, vi } from 'vitest'
import { codeFences } from './code-fences.js'

/** Lines every synthetic page repeats around one of its own (the bench corpus), in several languages. */
function repeated(): Array<{ lang: string; code: string }> {
  return Array.from({ length: 30 }, (_, i) => [
    { lang: 'ts', code: `const { Client } = await loadSdk()\nconst client = new Client({ apiKey: process.env.ACME_KEY })\nconst resource = await client.resources.get({ id: '${i}' })\nconsole.log(resource.name)` },
    { lang: 'ts', code: `/**\n * Block ${i}\n */\nconst s = \`line ${i}\n\${value}\`\nexport {}` },
    { lang: 'python', code: `def handler(event):\n    """Doc ${i}\n    more"""\n    return {"id": ${i}}` },
    { lang: 'bash', code: `cat <<EOF > file-${i}\nbody $HOME\nEOF\necho done` },
    { lang: 'html', code: `<div>\n<script>\nconst x = ${i}\n</script>\n<style>\n.a { color: red }\n</style>\n</div>` },
  ]).flat()
}

describe('kept line tokens', () => {
  it('highlight every fence of content/ and the fixtures as a highlighter that keeps nothing and tokenizes once per theme, also in a second pass served from them', async () => {
    // A highlighter of its own: unit files share their modules (vitest.config.ts), and lines another
    // file highlighted would be found kept here, not tokenized.
    vi.resetModules()
    const { CODE_THEMES, ensureLanguage, getHighlighter } = await import('../../../../renderer/mdx/highlighter.js')
    const { lineTokenStats } = await import('../../../../renderer/mdx/line-tokens.js')
    const blocks = [...codeFences(), ...repeated()]
    expect(blocks.length).toBeGreaterThan(300)
    const kept = await getHighlighter()
    const plain = await createHighlighter({ themes: [CODE_THEMES.light, CODE_THEMES.dark], langs: [] })
    const options = { themes: CODE_THEMES, defaultColor: false as const, tokenizeTimeLimit: 0 }
    const before = lineTokenStats()
    for (const pass of [0, 1]) {
      for (const { lang, code } of pass ? [...blocks].reverse() : blocks) {
        await ensureLanguage(kept, lang)
        if (!plain.getLoadedLanguages().includes(lang)) await plain.loadLanguage(lang as Parameters<typeof plain.loadLanguage>[0])
        expect(kept.codeToHtml(code, { lang, ...options }), `${lang}: ${code.slice(0, 60)}`).toBe(plain.codeToHtml(code, { lang, ...options }))
      }
    }
    // The second pass found every line kept, and the synthetic blocks shared lines in the first.
    expect(lineTokenStats().reused - before.reused).toBeGreaterThan(blocks.length)
    // Lines were tokenized once for both themes (dual-theme.ts), the dark pass served from the light one's.
    expect(lineTokenStats().dual - before.dual).toBeGreaterThan(blocks.length)
  })
})
