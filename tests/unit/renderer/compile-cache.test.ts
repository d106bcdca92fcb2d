import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileCacheSalt, createCompileCache } from '../../../renderer/cache.js'
import type { CompiledPage } from '../../../core/compiled-page.js'

const dir = await mkdtemp(path.join(tmpdir(), 'compile-cache-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

const page: CompiledPage = { code: 'return {}', headings: [], links: [], ids: [], sections: [] } as unknown as CompiledPage
const options = { latex: false, mermaid: false }

async function storedUnder(engine: string | undefined) {
  const cache = await createCompileCache(dir, compileCacheSalt('compile-vX', options, engine), dir)
  return { cache, key: cache.key('# Title', 'mdx') }
}

describe('compile cache', () => {
  it('never gives a page compiled by one engine to another (the salt holds the engine fingerprint)', async () => {
    const old = await storedUnder('engine-a')
    await old.cache.set(old.key, page)
    const upgraded = await storedUnder('engine-b')
    expect(await upgraded.cache.get(upgraded.key)).toBeUndefined()
    const same = await storedUnder('engine-a')
    expect(await same.cache.get(same.key)).toEqual(page)
  })

  it('knows the pages it holds from its listing, and gets none it does not hold', async () => {
    const { cache } = await storedUnder('engine-known')
    const key = cache.key('# Known', 'mdx')
    expect(cache.known(key)).toBe(false)
    expect(await cache.get(key)).toBeUndefined()
    await cache.set(key, page)
    expect(cache.known(key)).toBe(true)
    expect(await cache.facts(key)).toMatchObject({ headings: [] })
    // A cache opened afterwards lists what the folder holds.
    const reopened = (await storedUnder('engine-known')).cache
    expect(reopened.known(key)).toBe(true)
    expect(await reopened.get(key)).toEqual(page)
  })

  it('keeps the facts a build read in one pack, which the next build reads instead of the facts files', async () => {
    const packDir = await mkdtemp(path.join(dir, 'pack-'))
    const open = () => createCompileCache(packDir, compileCacheSalt('compile-vX', options, 'engine-pack'), packDir)
    const first = await open()
    const keys = ['# One', '# Two'].map((source) => first.key(source, 'mdx'))
    const facts = keys.map((_, i) => ({ headings: [{ id: `h${i}`, value: `Heading ${i}`, depth: 2 }], links: [], ids: [`h${i}`], sections: [], markdown: `Body ${i}` }))
    for (const [i, key] of keys.entries()) await first.set(key, { ...facts[i]!, code: 'return {}' })
    expect(await first.facts(keys[0]!)).toEqual(facts[0])
    await first.save()
    const pack = path.join(packDir, 'facts.pack')
    expect(await readFile(pack, 'utf8')).toContain('Heading 0')
    // The next build reads the packed facts, not the file (made unreadable here), and packs only what it read.
    for (const file of [`${keys[0]}.facts.json`, `${keys[0]}.json`]) await writeFile(path.join(packDir, file), 'not JSON')
    const second = await open()
    expect(await second.facts(keys[0]!)).toEqual(facts[0])
    expect(await second.facts(keys[1]!)).toEqual(facts[1])
    await second.save()
    expect(await readFile(pack, 'utf8')).toContain('Heading 1')
    // A packed text that does not parse: the facts file serves.
    await writeFile(pack, (await readFile(pack, 'utf8')).replace('"Heading 1"', '"Heading 1}'))
    const third = await open()
    expect(await third.facts(keys[1]!)).toEqual(facts[1])
    expect(await third.facts(keys[0]!)).toEqual(facts[0])
    // Only pages the cache lists: a packed key whose files were dropped is not known.
    third.drop([keys[1]!])
    expect(await third.facts(keys[1]!)).toBeUndefined()
  })

  it('keys on the options that change compiled code', () => {
    expect(compileCacheSalt('v', { latex: true, mermaid: false }, 'e')).not.toBe(compileCacheSalt('v', options, 'e'))
    expect(compileCacheSalt('v', options, undefined)).toContain('engine=sources')
  })
})
