// The log of what builds collected from the pages the render cache stores (renderer/collected-log.ts):
// appended, read back, a line cut short skipped, written again with the stored keys once grown.
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { collectedLog } from '../../../renderer/collected-log.js'

let dir: string
const logFile = async () => {
  dir ??= await mkdtemp(path.join(tmpdir(), 'collected-log-'))
  return path.join(dir, `${Math.random()}.jsonl`)
}
afterAll(() => rm(dir, { recursive: true, force: true }))

const stored = (keys: string[]) => ({ has: (key: string) => keys.includes(key), size: keys.length })

describe('the collected log', () => {
  it('gives back what was noted once saved, in a later build', async () => {
    const file = await logFile()
    const first = collectedLog(file)
    first.note('k1', { scripts: ["'sha256-a='"], variants: ['_site/img/x-640.webp'] })
    first.note('k2', { scripts: [] })
    expect(first.get('k1')).toEqual({ scripts: ["'sha256-a='"], variants: ['_site/img/x-640.webp'] })
    first.save(stored(['k1', 'k2']))
    const second = collectedLog(file)
    expect(second.get('k1')).toEqual({ scripts: ["'sha256-a='"], variants: ['_site/img/x-640.webp'] })
    expect(second.get('k2')).toEqual({ scripts: [] })
    expect(second.get('k3')).toBeUndefined()
    second.note('k3', { scripts: ["'sha256-c='"] })
    second.save(stored(['k1', 'k2', 'k3']))
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3)
    expect(collectedLog(file).get('k3')).toEqual({ scripts: ["'sha256-c='"] })
  })

  it('skips a line a killed build cut short', async () => {
    const file = await logFile()
    writeFileSync(file, '["k1",["\'sha256-a=\'"],null]\n["k2",["\'sha2')
    const log = collectedLog(file)
    expect(log.get('k1')).toEqual({ scripts: ["'sha256-a='"] })
    expect(log.get('k2')).toBeUndefined()
  })

  it('is written again with the stored keys only once it has grown to twice what they need', async () => {
    const file = await logFile()
    const log = collectedLog(file)
    for (let i = 0; i < 20; i++) log.note(`old${i}`, { scripts: ["'sha256-" + 'x'.repeat(60) + "='"] })
    log.save(stored(Array.from({ length: 20 }, (_, i) => `old${i}`)))
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(20)
    // Two keys are stored now (a page edited many times, or a site made smaller): the next save writes only theirs.
    const next = collectedLog(file)
    next.note('new', { scripts: [] })
    next.save(stored(['old3', 'new']))
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    expect(lines.map((line) => JSON.parse(line)[0]).sort()).toEqual(['new', 'old3'])
  })
})
