import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keptOrMade } from '../../../renderer/stamped-cache.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'stamped-'))
  dirs.push(dir)
  return dir
}

/** A maker that counts its calls and says it read `input`. */
function counted(input: string): { make: () => Promise<{ value: string; inputs: string[] }>; calls: () => number } {
  let calls = 0
  return {
    make: async () => ({ value: `made ${++calls}`, inputs: [input] }),
    calls: () => calls,
  }
}

describe('keptOrMade', () => {
  it('reads the kept value back while the key and the inputs are the same', async () => {
    const dir = folder()
    const input = path.join(dir, 'input.txt')
    writeFileSync(input, 'one')
    const file = path.join(dir, 'cache', 'kept.json')
    const maker = counted(input)
    expect(await keptOrMade(file, 'k', maker.make)).toBe('made 1')
    expect(await keptOrMade(file, 'k', maker.make)).toBe('made 1')
    expect(maker.calls()).toBe(1)
  })

  it('makes the value again when an input or the key changed', async () => {
    const dir = folder()
    const input = path.join(dir, 'input.txt')
    writeFileSync(input, 'one')
    const file = path.join(dir, 'kept.json')
    const maker = counted(input)
    await keptOrMade(file, 'k', maker.make)
    writeFileSync(input, 'two, longer')
    expect(await keptOrMade(file, 'k', maker.make)).toBe('made 2')
    expect(await keptOrMade(file, 'other key', maker.make)).toBe('made 3')
    rmSync(input)
    expect(await keptOrMade(file, 'other key', maker.make)).toBe('made 4')
  })

  it('without a file (--no-cache) makes the value every time and keeps nothing', async () => {
    const dir = folder()
    const maker = counted(path.join(dir, 'input.txt'))
    expect(await keptOrMade(undefined, 'k', maker.make)).toBe('made 1')
    expect(await keptOrMade(undefined, 'k', maker.make)).toBe('made 2')
    expect(existsSync(path.join(dir, 'kept.json'))).toBe(false)
  })

  it('treats an unreadable or foreign cache file as a miss', async () => {
    const dir = folder()
    const file = path.join(dir, 'kept.json')
    writeFileSync(file, '{not json')
    const maker = counted(path.join(dir, 'input.txt'))
    expect(await keptOrMade(file, 'k', maker.make)).toBe('made 1')
    writeFileSync(file, JSON.stringify({ key: 'k', value: 'no inputs list' }))
    expect(await keptOrMade(file, 'k', maker.make)).toBe('made 2')
  })
})
