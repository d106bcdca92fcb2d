import { mkdtemp, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MARKER_TEXT, OUTPUT_MARKER, OutputFolderError } from '../../../renderer/output-marker.js'
import { containedPath, fsSink, memorySink } from '../../../renderer/sinks.js'
import { updateSink } from '../../../renderer/update-sink.js'
import { execFileSync } from 'node:child_process'

/** An output folder a build marked as its own (`dist` in a fresh temporary folder). */
async function markedOutput(): Promise<{ dir: string; out: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
  const out = path.join(dir, 'dist')
  await mkdir(out)
  await writeFile(path.join(out, OUTPUT_MARKER), MARKER_TEXT)
  return { dir, out }
}

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
    await writeFile(path.join(out, OUTPUT_MARKER), MARKER_TEXT)
    const failed = await fsSink(out)
    await failed.write('index.html', 'half')
    await failed.abort()
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old')
    const ok = await fsSink(out)
    await ok.write('docs/a.html', 'new')
    await ok.commit()
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'docs'])
    expect(await readdir(dir)).toEqual(['dist'])
  })

  it('refuses to replace a folder that holds files a build did not write, unless forced', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const out = path.join(dir, 'mydocs')
    await mkdir(out)
    await writeFile(path.join(out, 'notes.txt'), 'keep')
    await expect(fsSink(out)).rejects.toThrow(OutputFolderError)
    await expect(fsSink(out)).rejects.toThrow(/mydocs already holds files that site build did not write \(notes\.txt\).*--force/)
    expect(await readdir(dir)).toEqual(['mydocs'])
    await writeFile(path.join(dir, 'file'), 'keep')
    await expect(fsSink(path.join(dir, 'file'))).rejects.toThrow(/is a file, not a folder written by site build/)
    const forced = await fsSink(out, { force: true })
    await forced.write('index.html', 'new')
    await forced.commit()
    expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'index.html'])
  })

  it('checks again before the swap: a folder filled during the build is kept', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const out = path.join(dir, 'dist')
    const sink = await fsSink(out)
    await sink.write('index.html', 'new')
    await mkdir(out)
    await writeFile(path.join(out, 'notes.txt'), 'keep')
    await expect(sink.commit()).rejects.toThrow(OutputFolderError)
    expect(await readFile(path.join(out, 'notes.txt'), 'utf8')).toBe('keep')
    expect(await readdir(dir)).toEqual(['dist'])
  })

  it('never writes through a symlink that was in the old output', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const outside = path.join(dir, 'outside')
    await mkdir(outside)
    const out = path.join(dir, 'dist')
    await mkdir(out)
    await symlink(outside, path.join(out, 'assets'))
    await writeFile(path.join(out, OUTPUT_MARKER), MARKER_TEXT)
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

describe('updateSink: the last build\'s files, read until the commit', () => {
  it('gives the text of a regular file the last build wrote; never a link, a pipe, a file it did not write or one written since', async () => {
    const { dir, out } = await markedOutput()
    await writeFile(path.join(dir, 'secret.json'), 'not the output')
    await writeFile(path.join(out, 'kept.json'), 'as the last build wrote it')
    await writeFile(path.join(out, 'unrecorded.json'), 'not in the record')
    await symlink(path.join(dir, 'secret.json'), path.join(out, 'link.json'))
    // A reader of a pipe waits for a writer that never comes: the read must not start.
    execFileSync('mkfifo', [path.join(out, 'pipe.json')])
    const recorded = Object.fromEntries(['kept.json', 'link.json', 'pipe.json', 'gone.json'].map((file) => [file, { id: 'h:x' }]))
    const sink = await updateSink(out, recorded)
    expect(sink.previous!('kept.json')).toBe('as the last build wrote it')
    for (const file of ['link.json', 'pipe.json', 'gone.json', 'unrecorded.json', 'constructor', '../secret.json']) expect(sink.previous!(file), file).toBeUndefined()
    await sink.write('kept.json', 'this build', 'h:y')
    expect(sink.previous!('kept.json')).toBe('as the last build wrote it')
    await sink.abort()
  })
})

describe('stage: a file another thread writes where the sink stages it', () => {
  it('fsSink: the staged file is committed as written', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sink-'))
    const out = path.join(dir, 'dist')
    const sink = await fsSink(out)
    const staged = sink.stage!('docs/deep/a.html')
    await writeFile(staged, 'written by a worker')
    await sink.write('docs/deep/a.html', { from: staged }, 'h:a')
    await sink.write('b.html', 'written here')
    await sink.commit()
    expect(await readFile(path.join(out, 'docs/deep/a.html'), 'utf8')).toBe('written by a worker')
    expect(await readFile(path.join(out, 'b.html'), 'utf8')).toBe('written here')
    expect(() => sink.stage!('../escape.html')).toThrow('Refusing to write outside the output folder')
  })

  it('updateSink: a staged file whose id is the recorded one leaves the output as it was; another id replaces it', async () => {
    const { dir, out } = await markedOutput()
    await writeFile(path.join(out, 'same.html'), 'as recorded')
    await writeFile(path.join(out, 'changed.html'), 'old')
    const sink = await updateSink(out, { 'same.html': { id: 'h:same' }, 'changed.html': { id: 'h:old' } })
    for (const [file, text, id] of [['same.html', 'staged again', 'h:same'], ['changed.html', 'new', 'h:new']]) {
      const staged = sink.stage!(file!)
      await writeFile(staged, text!)
      await sink.write(file!, { from: staged }, id)
    }
    await sink.commit()
    expect(await readFile(path.join(out, 'same.html'), 'utf8')).toBe('as recorded')
    expect(await readFile(path.join(out, 'changed.html'), 'utf8')).toBe('new')
    expect(sink.changes()).toEqual({ written: ['changed.html'], removed: [] })
    expect((await readdir(dir)).sort()).toEqual(['dist'])
  })
})
