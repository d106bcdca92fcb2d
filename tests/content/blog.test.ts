/**
 * The blog reads as six authors, not one template (issue 21, item 7). Checked from the sources:
 * - voices: every post stays within the measured voice of its lead author (content/data/authors.yaml
 *   `voice`), and any two authors' voices differ in at least one measure, so no post could pass
 *   for another author's;
 * - lengths vary: short release notes and long deep dives, not 650-1,180 words for everyone;
 * - case studies do not share a skeleton: no section heading in more than two of them, no
 *   Before/After table in more than two, and none opens on the customer's name;
 * - no two posts open with the same words.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { openingParagraph, prose, readPosts, sections, voice, wordCount, type Voice } from './blog/measure.ts'

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content')
const posts = readPosts(path.join(content, 'post'))
type Bounds = Partial<Record<keyof Voice, [number, number]>>
const authors = parse(readFileSync(path.join(content, 'data/authors.yaml'), 'utf8')) as Array<{ name: string; voice: Bounds }>
const voices = new Map(authors.map((author) => [author.name, author.voice]))
const caseStudies = posts.filter((post) => post.tags.includes('Case Studies'))

/** The measures of `measured` that fall outside `bounds`, as readable strings. */
function outOfVoice(measured: Voice, bounds: Bounds): string[] {
  return Object.entries(bounds).flatMap(([measure, [min, max]]) => {
    const value = measured[measure as keyof Voice]
    return value < min || value > max ? [`${measure} ${value} (expected ${min}-${max})`] : []
  })
}

/** True when some measure's ranges do not overlap, so no post can satisfy both voices. */
function distinct(a: Bounds, b: Bounds): boolean {
  return (Object.keys(a) as Array<keyof Voice>).some((measure) => {
    const x = a[measure]
    const y = b[measure]
    return x !== undefined && y !== undefined && (x[1] < y[0] || y[1] < x[0])
  })
}

describe('blog voices', () => {
  it('keeps every post within its lead author\'s voice', () => {
    const problems = posts.flatMap((post) => {
      const bounds = voices.get(post.authors[0]!)
      if (!bounds) return [`${post.slug}: ${post.authors[0]} has no voice in authors.yaml`]
      const off = outOfVoice(voice(post.source), bounds)
      return off.length ? [`${post.slug} (${post.authors[0]}): ${off.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('gives any two authors voices that differ in at least one measure', () => {
    const same = authors.flatMap((a, i) => authors.slice(i + 1).filter((b) => !distinct(a.voice, b.voice)).map((b) => `${a.name} / ${b.name}`))
    expect(same).toEqual([])
  })

  it('fails on a post written in another author\'s voice', () => {
    const jonah = posts.find((post) => post.authors[0] === 'Jonah Okafor')!
    expect(outOfVoice(voice(jonah.source), voices.get('Mara Lindqvist')!)).not.toEqual([])
    expect(outOfVoice(voice(jonah.source), voices.get('Jonah Okafor')!)).toEqual([])
  })
})

describe('blog lengths', () => {
  const words = posts.map((post) => ({ slug: post.slug, words: wordCount(post.source) }))

  it('has short release notes and long deep dives', () => {
    const lengths = words.map((post) => post.words)
    expect(Math.min(...lengths)).toBeLessThanOrEqual(450)
    expect(Math.max(...lengths)).toBeGreaterThanOrEqual(2000)
    expect(words.filter((post) => post.words < 600).length).toBeGreaterThanOrEqual(4)
    expect(words.filter((post) => post.words > 1400).length).toBeGreaterThanOrEqual(4)
  })
})

describe('case studies', () => {
  it('shares no section heading among more than two case studies', () => {
    const byHeading = new Map<string, string[]>()
    for (const post of caseStudies) {
      for (const heading of new Set(sections(post.source).map((h) => h.split(':')[0]!.toLowerCase()))) {
        byHeading.set(heading, [...(byHeading.get(heading) ?? []), post.slug])
      }
    }
    expect([...byHeading].filter(([, slugs]) => slugs.length > 2).map(([heading, slugs]) => `${heading}: ${slugs.join(', ')}`)).toEqual([])
  })

  it('puts a Before/After table in at most two case studies', () => {
    const tables = caseStudies.filter((post) => /^\|[^\n]*\b(before|after)\b[^\n]*\|\n\|[ -|]+\|$/im.test(prose(post.source)))
    expect(tables.map((post) => post.slug).length).toBeLessThanOrEqual(2)
  })

  it('opens each case study on the reader\'s problem, not the customer\'s name', () => {
    const titleOf = (source: string) => /^title: "?([^":]+)/m.exec(source)![1]!.trim()
    const companyFirst = caseStudies.filter((post) => openingParagraph(post.source).startsWith(titleOf(post.source)))
    expect(companyFirst.map((post) => post.slug)).toEqual([])
  })
})

it('opens no two posts with the same three words', () => {
  const firstWords = new Map<string, string[]>()
  for (const post of posts) {
    const key = openingParagraph(post.source).split(/\s+/).slice(0, 3).join(' ').toLowerCase()
    firstWords.set(key, [...(firstWords.get(key) ?? []), post.slug])
  }
  expect([...firstWords].filter(([, slugs]) => slugs.length > 1).map(([key, slugs]) => `"${key}": ${slugs.join(', ')}`)).toEqual([])
})
