/**
 * Posts open with the reader's problem, not a table of contents (issue 21): no post says
 * "This post covers/describes/…" in its opening paragraphs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const postDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/post')

function postFiles(): string[] {
  return readdirSync(postDir).flatMap((name) => {
    if (name.endsWith('.mdx')) return [path.join(postDir, name)]
    const index = path.join(postDir, name, 'index.mdx')
    return existsSync(index) ? [index] : []
  })
}

/** The prose between the front matter and the first heading. */
function opening(source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '')
  return body.split(/^#{2,} /m)[0]!
}

it('opens no post with a table of contents', () => {
  const offenders = postFiles().filter((file) => /\bThis (post|article) (covers|describes|explains|walks|shows|is about)\b/.test(opening(readFileSync(file, 'utf8'))))
  expect(offenders.map((file) => path.relative(postDir, file))).toEqual([])
})
