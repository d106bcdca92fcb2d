// gitHead reads the checked-out commit from git's files; each case is checked against `git rev-parse HEAD`.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gitHead } from '../../../renderer/git-head.js'

describe('gitHead', () => {
  let dir: string
  const git = (args: string[], cwd = dir) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' }).trim()
  const revParse = (cwd: string) => git(['rev-parse', 'HEAD'], cwd)
  /** gitHead with no git on the PATH: what it reads from the files alone. */
  const fromFiles = async (cwd: string) => {
    const saved = process.env.PATH
    process.env.PATH = ''
    try {
      return await gitHead(cwd)
    } finally {
      process.env.PATH = saved
    }
  }
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-git-head-'))
    await mkdir(path.join(dir, 'content/docs'), { recursive: true })
    await writeFile(path.join(dir, 'content/docs/a.mdx'), '# A\n')
    git(['init', '-q', '-b', 'main'])
    git(['add', '.'])
    git(['commit', '-q', '-m', 'first'])
    await writeFile(path.join(dir, 'content/docs/a.mdx'), '# A again\n')
    git(['commit', '-q', '-am', 'second'])
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('reads a branch from its loose ref, then from packed-refs, from any folder of the repository', async () => {
    const content = path.join(dir, 'content/docs')
    expect(await fromFiles(content)).toBe(revParse(content))
    git(['pack-refs', '--all'])
    expect(await fromFiles(content)).toBe(revParse(content))
    git(['commit', '-q', '--allow-empty', '-m', 'third'])
    expect(await fromFiles(dir)).toBe(revParse(dir))
  })

  it('reads a detached HEAD and a worktree, and says nothing outside a repository', async () => {
    git(['checkout', '-q', '--detach', 'HEAD~1'])
    expect(await fromFiles(dir)).toBe(revParse(dir))
    git(['checkout', '-q', 'main'])
    const worktree = path.join(dir, '..', `${path.basename(dir)}-wt`)
    git(['worktree', 'add', '-q', '-b', 'other', worktree, 'HEAD~2'])
    try {
      expect(await fromFiles(worktree)).toBe(revParse(worktree))
      expect(await fromFiles(worktree)).not.toBe(await fromFiles(dir))
    } finally {
      await rm(worktree, { recursive: true, force: true })
    }
    const outside = await mkdtemp(path.join(tmpdir(), 'site-no-git-'))
    expect(await fromFiles(outside)).toBe('')
    await rm(outside, { recursive: true, force: true })
  })
})
