import { mkdtemp, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { containedPath, fsSink, memorySink } from '../../../renderer/sinks.js'

describe('containedPath (BLD-18)', () => {
  it.each(['../x', 'a/../../x', '/etc/passwd', 'a\\..\\x', 'a/./b', 'a//b', 'nul\0byte'])('refuses %j', (file) => {
    expect(() => containedPath('/out', file)).toThrow('Refusing to write outside the output folder')
  })
  it('accepts nested paths', () => {
    expect(containedPath('/out', 'docs/intro.html')).toBe('/out/docs/intro.html')
  })
})

describe('fsSink (BLD-19)', () => {
  it('swaps the new output in on commit and leaves the old one on abort', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const out = path.join(dir, 'dist')
    await mkdir(out)
    await writeFile(path.join(out, 'index.html'), 'old')
    const failed = await fsSink(out)
    await failed.write('index.html', 'half')
    await failed.abort()
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old')
    const ok = await fsSink(out)
    await ok.write('docs/a.html', 'new')
    await ok.commit()
    expect(await readdir(out)).toEqual(['docs'])
    expect(await readdir(dir)).toEqual(['dist'])
  })

  it('never writes through a symlink that was in the old output', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const outside = path.join(dir, 'outside')
    await mkdir(outside)
    const out = path.join(dir, 'dist')
    await mkdir(out)
    await symlink(outside, path.join(out, 'assets'))
    const sink = await fsSink(out)
    await sink.write('assets/app.js', 'x')
    await sink.commit()
    expect(await readdir(outside)).toEqual([])
  })

  it('cleans temporary folders left by a killed build', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    await mkdir(path.join(dir, '.dist.tmp-999999-1'))
    const sink = await fsSink(path.join(dir, 'dist'))
    await sink.abort()
    expect(await readdir(dir)).toEqual([])
  })
})

describe('memorySink', () => {
  it('keeps files in memory and refuses escaping paths', async () => {
    const sink = memorySink()
    await sink.write('a.html', 'x')
    await expect(sink.write('../b', 'y')).rejects.toThrow()
    expect([...sink.files.keys()]).toEqual(['a.html'])
  })
})
