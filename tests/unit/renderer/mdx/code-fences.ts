import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { languageName } from '../../../../renderer/mdx/highlighter.js'

const repo = path.resolve(import.meta.dirname, '../../../..')

/** Every fenced code block of content/ and the fixture sites with a language Shiki knows (plain text left out). */
export function codeFences(): Array<{ lang: string; code: string }> {
  const found: Array<{ lang: string; code: string }> = []
  for (const dir of ['content', 'tests/fixtures']) {
    for (const entry of readdirSync(path.join(repo, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      for (const match of text.matchAll(/^(`{3,}|~{3,})([\w+#-]+)[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm)) {
        const lang = languageName(match[2]!)
        if (lang && lang !== 'text') found.push({ lang, code: match[3]! })
      }
    }
  }
  return found
}
