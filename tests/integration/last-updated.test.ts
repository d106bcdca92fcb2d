// "Last updated on …" of docs pages (theme.timestamp): the page's last git commit, read with one
// `git log` per build; its file's mtime when git does not know it or git is absent.
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { readRecordFile, recordFile } from '../../renderer/build-record.js'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer } from '../helpers/site-server.js'

const lastUpdated = async (file: string) => /<p class="last-updated">Last updated on <time dateTime="([^"]+)">([^<]+)<\/time><\/p>/.exec(await readFile(file, 'utf8'))?.slice(1)

describe('last-updated timestamps', () => {
  let root: string
  const git = (args: string[], date = '2024-01-05T12:00:00Z') =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    })
  beforeAll(async () => {
    root = await copyFixture('basic')
    git(['init', '-q'])
    git(['add', 'content'])
    git(['commit', '-q', '-m', 'content'])
    // A page git does not know yet: its mtime stands in.
    await writeFile(path.join(root, 'content/docs/draft-notes.mdx'), '---\ntitle: Notes\n---\n\nNot committed yet.\n')
    await utimes(path.join(root, 'content/docs/draft-notes.mdx'), new Date('2023-03-04T10:00:00Z'), new Date('2023-03-04T10:00:00Z'))
  })

  it('shows the last commit of a committed page and the mtime of an untracked one', async () => {
    const result = await runSite(['build', '--root', root])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(await lastUpdated(path.join(root, 'dist/docs/intro.html'))).toEqual(['2024-01-05T12:00:00.000Z', 'January 5, 2024'])
    expect(await lastUpdated(path.join(root, 'dist/docs/guide.html'))).toEqual(['2024-01-05T12:00:00.000Z', 'January 5, 2024'])
    expect(await lastUpdated(path.join(root, 'dist/docs/draft-notes.html'))).toEqual(['2023-03-04T10:00:00.000Z', 'March 4, 2023'])
  })

  it('shows the same times under site dev', async () => {
    const server = await startServer('dev', root)
    try {
      const page = async (route: string) => {
        const html = await (await fetch(`http://127.0.0.1:${server.port}${route}`)).text()
        return /Last updated on <time dateTime="([^"]+)">/.exec(html)?.[1]
      }
      expect(await page('/docs/intro')).toBe('2024-01-05T12:00:00.000Z')
      expect(await page('/docs/draft-notes')).toBe('2023-03-04T10:00:00.000Z')
    } finally {
      server.child.kill()
    }
  })

  it('falls back to mtimes when git is not installed, without failing the build', async () => {
    const emptyPath = path.join(root, 'no-bin')
    await mkdir(emptyPath, { recursive: true })
    await utimes(path.join(root, 'content/docs/intro.mdx'), new Date('2022-07-08T00:00:00Z'), new Date('2022-07-08T00:00:00Z'))
    // Without the cache: the commit times kept by the build above would be read back, git or not.
    const result = await runSite(['build', '--root', root, '--out', 'dist-no-git', '--no-cache'], { env: { PATH: emptyPath } })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(await lastUpdated(path.join(root, 'dist-no-git/docs/intro.html'))).toEqual(['2022-07-08T00:00:00.000Z', 'July 8, 2022'])
    expect(await lastUpdated(path.join(root, 'dist-no-git/docs/draft-notes.html'))).toEqual(['2023-03-04T10:00:00.000Z', 'March 4, 2023'])
  })

  it('renders and writes in place only the pages a new commit moved, after that commit', async () => {
    // The notes committed: their time moves from the file's mtime to the commit's; every other page keeps its own.
    git(['add', 'content/docs/draft-notes.mdx'])
    git(['commit', '-q', '-m', 'notes'], '2024-02-01T09:00:00Z')
    const result = await runSite(['build', '--root', root])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const record = (await readRecordFile(recordFile(root, path.join(root, 'dist'))))!
    expect(record.changes.rendered).toEqual(['/docs/draft-notes'])
    expect(record.changes.written).toContain('docs/draft-notes.html')
    expect(record.changes.written).not.toContain('docs/intro.html')
    expect(await lastUpdated(path.join(root, 'dist/docs/draft-notes.html'))).toEqual(['2024-02-01T09:00:00.000Z', 'February 1, 2024'])
    expect(await lastUpdated(path.join(root, 'dist/docs/intro.html'))).toEqual(['2024-01-05T12:00:00.000Z', 'January 5, 2024'])

    // A commit that moves no page's time is built again (HEAD is not the recorded one) and writes nothing.
    git(['commit', '-q', '--allow-empty', '-m', 'nothing'], '2024-03-01T09:00:00Z')
    const again = await runSite(['build', '--root', root])
    expect(again.code).toBe(0)
    expect(again.stdout).not.toContain('Nothing changed')
    expect((await readRecordFile(recordFile(root, path.join(root, 'dist'))))!.changes).toEqual({ rendered: [], written: [], removed: [] })
  })
})
