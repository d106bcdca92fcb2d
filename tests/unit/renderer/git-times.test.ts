import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastUpdatedLookup, parseGitLog, readGitTimes } from '../../../renderer/git-times.js'

describe('parseGitLog', () => {
  it('keeps the newest commit time of each path', () => {
    const out = '\u00001700000000\n\ndocs/a.mdx\nindex.mdx\n\u00001600000000\n\ndocs/a.mdx\ndocs/b.mdx\n'
    expect([...parseGitLog(out)]).toEqual([
      ['docs/a.mdx', 1700000000000],
      ['index.mdx', 1700000000000],
      ['docs/b.mdx', 1600000000000],
    ])
    expect(parseGitLog('').size).toBe(0)
  })

  it('reads non-ASCII names as NFC', () => {
    expect(parseGitLog('\u00001700000000\n\ncafe\u0301.mdx\n').has('café.mdx')).toBe(true)
  })
})

describe('readGitTimes and lastUpdatedLookup', () => {
  let dir: string
  const git = (args: string[], env: Record<string, string> = {}) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, env: { ...process.env, ...env } })
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-git-times-'))
    await mkdir(path.join(dir, 'content/docs'), { recursive: true })
    await writeFile(path.join(dir, 'content/docs/a.mdx'), '# A\n')
    await writeFile(path.join(dir, 'content/index.mdx'), '# Home\n')
    git(['init', '-q'])
    git(['add', '.'])
    git(['commit', '-q', '-m', 'first'], { GIT_AUTHOR_DATE: '2024-01-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-01-05T12:00:00Z' })
    await writeFile(path.join(dir, 'content/docs/a.mdx'), '# A again\n')
    git(['commit', '-q', '-am', 'second'], { GIT_AUTHOR_DATE: '2024-02-01T08:00:00Z', GIT_COMMITTER_DATE: '2024-02-01T08:00:00Z' })
    await writeFile(path.join(dir, 'content/new.mdx'), '# New\n')
    await utimes(path.join(dir, 'content/new.mdx'), new Date('2023-03-04T10:00:00Z'), new Date('2023-03-04T10:00:00Z'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('maps content-relative paths to their last commit, and falls back to mtime for untracked files', async () => {
    const contentDir = path.join(dir, 'content')
    const times = await readGitTimes(contentDir)
    expect(Object.fromEntries(times)).toEqual({ 'docs/a.mdx': Date.parse('2024-02-01T08:00:00Z'), 'index.mdx': Date.parse('2024-01-05T12:00:00Z') })
    const lookup = lastUpdatedLookup(contentDir, times)
    expect(lookup({ relPath: 'docs/a.mdx' })).toBe('2024-02-01T08:00:00.000Z')
    expect(lookup({ relPath: 'new.mdx' })).toBe('2023-03-04T10:00:00.000Z')
    expect(lookup({ relPath: 'gone.mdx' })).toBeUndefined()
    expect(lookup({ relPath: 'generated.mdx', generated: true })).toBeUndefined()
  })

  it('keeps the times with the commit, and reads git again at another commit', async () => {
    const contentDir = path.join(dir, 'content')
    const keepIn = path.join(dir, '.site-cache/git')
    const fresh = Object.fromEntries(await readGitTimes(contentDir, keepIn))
    const file = path.join(keepIn, 'git-times.json')
    const kept = JSON.parse(await readFile(file, 'utf8')) as { value: Array<[string, number]> }
    expect(Object.fromEntries(kept.value)).toEqual(fresh)
    // A mark in the kept times is what the next read gives while the commit is the same.
    await writeFile(file, JSON.stringify({ ...kept, value: [['marked.mdx', 1]] }))
    expect(Object.fromEntries(await readGitTimes(contentDir, keepIn))).toEqual({ 'marked.mdx': 1 })
    git(['commit', '-q', '--allow-empty', '-m', 'third'])
    expect(Object.fromEntries(await readGitTimes(contentDir, keepIn))).toEqual(fresh)
  })

  it('reads git again when a shallow clone is deepened at the same commit', async () => {
    const clone = `${dir}-shallow`
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone])
    try {
      const contentDir = path.join(clone, 'content')
      const keepIn = path.join(clone, '.site-cache/git')
      const shallow = await readGitTimes(contentDir, keepIn)
      execFileSync('git', ['-C', clone, 'fetch', '-q', '--unshallow'])
      const deep = await readGitTimes(contentDir, keepIn)
      expect(deep.get('index.mdx')).toBe(Date.parse('2024-01-05T12:00:00Z'))
      expect(shallow.get('index.mdx')).not.toBe(deep.get('index.mdx'))
    } finally {
      await rm(clone, { recursive: true, force: true })
    }
  })

  it('gives an empty map outside a repository or for a missing folder, never an error', async () => {
    const outside = await mkdtemp(path.join(tmpdir(), 'site-no-git-'))
    try {
      expect((await readGitTimes(outside)).size).toBe(0)
      expect((await readGitTimes(path.join(outside, 'missing'))).size).toBe(0)
    } finally {
      await rm(outside, { recursive: true, force: true })
    }
  })
})
