// The build record's file (renderer/build-record.ts): its first line is read alone, so a build with
// nothing to do never parses the outputs or the cache keys.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readRecordFile, recordText, type BuildRecord } from '../../../renderer/build-record.js'

const record: BuildRecord = {
  version: 3,
  key: 'k',
  marker: '1:2:3',
  inputs: { 'content/index.mdx': [10, 1700000000000.5] },
  outputs: { 'index.html': { id: 'p:abc', scripts: ["'sha256-x='"] }, 'a\nb.txt': { id: 'h:line\nbreak' } },
  pages: 1,
  changes: { rendered: ['/'], written: ['index.html'], removed: [] },
  cacheKeys: { pages: ['0123'], lists: ['4567'] },
}

describe('the build record file', () => {
  let dir: string
  const file = async (text: string) => {
    dir ??= await mkdtemp(path.join(tmpdir(), 'build-record-'))
    const at = path.join(dir, `${Math.random()}.json`)
    await writeFile(at, text)
    return at
  }
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('gives back the record it holds, outputs with line breaks in their names included', async () => {
    const text = recordText(record)
    expect(text.split('\n')).toHaveLength(3)
    expect(JSON.parse(JSON.stringify(await readRecordFile(await file(text))))).toEqual(record)
  })

  it('is no record when its first line is not one, and has no outputs or cache keys when they do not parse', async () => {
    expect(await readRecordFile(await file(JSON.stringify(record)))).toBeUndefined()
    expect(await readRecordFile(await file('{"version":2\n{}'))).toBeUndefined()
    expect(await readRecordFile(path.join(tmpdir(), 'no-such-record.json'))).toBeUndefined()
    const text = recordText(record)
    const tornKeys = (await readRecordFile(await file(text.slice(0, -5))))!
    expect(tornKeys.outputs).toEqual(record.outputs)
    expect(tornKeys.cacheKeys).toBeUndefined()
    const torn = (await readRecordFile(await file(text.slice(0, text.lastIndexOf('\n') - 5))))!
    expect(torn.key).toBe('k')
    expect(torn.outputs).toEqual({})
    expect(torn.cacheKeys).toBeUndefined()
    // A record of two lines (outputs, no cache keys): nothing to drop.
    const { cacheKeys: _, ...withoutKeys } = record
    expect((await readRecordFile(await file(text.slice(0, text.lastIndexOf('\n')))))!.cacheKeys).toBeUndefined()
    expect(JSON.parse(JSON.stringify(await readRecordFile(await file(recordText(withoutKeys)))))).toEqual(withoutKeys)
  })
})
