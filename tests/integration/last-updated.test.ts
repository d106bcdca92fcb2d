// "Last updated on …" of docs pages (theme.timestamp): the page's last git commit, read with one
// `git log` per build; its file's mtime when git does not know it or git is absent.
import { execFileSync } from 'node:child_process'
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runSite } from '../helpers/cli.js'
import { startServer } from '../helpers/site-server.js'

const lastUpdated = async (file: string) => /<p class="last-updated">Last updated on <time dateTime="([^"]+)">([^<]+)<\/time><\/p>/.exec(await readFile(file, 'utf8'))?.slice(1)

describe('last-updated timestamps', () => {
  let root: string
  beforeAll(async () => {
    root = await copyFixture('basic')
    const git = (args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
        cwd: root,
        env: { ...process.env, GIT_AUTHOR_DATE: '2024-01-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-01-05T12:00:00Z' },
      })
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
})
