import { mkdtemp, readdir, readFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeWhole } from '../../../renderer/write-whole.js'

describe('writeWhole', () => {
  it('puts the file in place and leaves no temporary file, also when the rename fails', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'whole-'))
    writeWhole(path.join(dir, 'a.png'), new Uint8Array([1, 2, 3]))
    expect([...(await readFile(path.join(dir, 'a.png')))]).toEqual([1, 2, 3])
    // A folder in the file's place: the temporary file is written, the rename over the folder fails.
    await mkdir(path.join(dir, 'taken.png'))
    expect(() => writeWhole(path.join(dir, 'taken.png'), 'png')).toThrow()
    expect((await readdir(dir)).sort()).toEqual(['a.png', 'taken.png'])
  })
})
