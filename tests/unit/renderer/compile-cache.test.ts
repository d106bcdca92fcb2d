import { mkdtemp, rm } from 'node:fs/promises'
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

  it('keys on the options that change compiled code', () => {
    expect(compileCacheSalt('v', { latex: true, mermaid: false }, 'e')).not.toBe(compileCacheSalt('v', options, 'e'))
    expect(compileCacheSalt('v', options, undefined)).toContain('engine=sources')
  })
})
