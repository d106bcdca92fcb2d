/**
 * Measures a blog post's prose for the blog checks of tests/content/blog.test.ts: its length, its
 * sections, and the features of its author's voice (sentence length, first person, addressing the
 * reader, contractions, questions). Code blocks, JSX, front matter and quoted speech (block quotes
 * and “…” quotations, which are someone else's voice) are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

export interface Post {
  slug: string
  file: string
  date: string
  tags: string[]
  authors: string[]
  source: string
}

export interface Voice {
  /** Words per sentence over the post's paragraphs. */
  sentenceWords: number
  /** Per 1,000 words of paragraphs: I, me, my. */
  firstPersonSingular: number
  /** Per 1,000 words of paragraphs: you, your. */
  reader: number
  /** Per 1,000 words of paragraphs: don't, it's, we're, you'll… */
  contractions: number
  /** Question marks in the post's paragraphs. */
  questions: number
}

export function readPosts(postDir: string): Post[] {
  return readdirSync(postDir).flatMap((name) => {
    const file = name.endsWith('.mdx') ? path.join(postDir, name) : path.join(postDir, name, 'index.mdx')
    if (!existsSync(file) || (!name.endsWith('.mdx') && !existsSync(path.join(postDir, name, 'index.mdx')))) return []
    const source = readFileSync(file, 'utf8')
    const front = parse(/^---\n([\s\S]*?)\n---/.exec(source)![1]!) as { date: string | Date; tags?: string[]; authors?: Array<{ name: string }> }
    const date = front.date instanceof Date ? front.date.toISOString().slice(0, 10) : String(front.date)
    return [{ slug: name.replace(/\.mdx$/, ''), file, date, tags: front.tags ?? [], authors: (front.authors ?? []).map((a) => a.name), source }]
  })
}

/** The post's text without front matter, code blocks, figures, JSX tags and imports. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n[ \t]*\2[ \t]*$/gm, '')
    .replace(/<figure>[\s\S]*?<\/figure>/g, '')
    .replace(/^import .*$/gm, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
}

/** Words of prose: paragraphs, lists, headings and table cells. */
export function wordCount(source: string): number {
  return (prose(source).match(/[A-Za-z0-9][A-Za-z0-9'’.-]*/g) ?? []).length
}

/** The `## ` section headings, in order. */
export function sections(source: string): string[] {
  return [...prose(source).matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim())
}

/** The first paragraph of the post. */
export function openingParagraph(source: string): string {
  return prose(source).trim().split(/\n\s*\n/)[0]!.trim()
}

/** The author's own running prose: paragraphs, not lists, tables, headings, quotes or speech. */
function paragraphs(source: string): string {
  return prose(source)
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^\s*(#|\||[-*+] |\d+\. |>|:::)/.test(line))
    .join(' ')
    .replace(/“[^”]*”/g, ' ')
    .replace(/`[^`]*`/g, 'Code')
}

export function voice(source: string): Voice {
  const text = paragraphs(source)
  const words = text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w))
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z“"(*])/).filter((s) => s.split(/\s+/).length >= 3)
  const per1000 = (pattern: RegExp) => Math.round(((text.match(pattern) ?? []).length * 10000) / words.length) / 10
  return {
    sentenceWords: Math.round((words.length * 10) / sentences.length) / 10,
    firstPersonSingular: per1000(/\b(I|I['’](?:m|ve|d|ll)|me|my)\b/g),
    reader: per1000(/\b(you|your|yours)\b|\byou['’](?:re|ve|ll|d)\b/gi),
    contractions: per1000(/\b\w+n['’]t\b|\b\w+['’](?:re|ve|ll|m|d)\b|\b(?:it|that|there|here|what|let|who)['’]s\b/gi),
    questions: (text.match(/\?/g) ?? []).length,
  }
}
