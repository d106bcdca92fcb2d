import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, REPO, runSite, tempRoot } from '../helpers/cli.js'
import { snapshotTree } from '../helpers/snapshot.js'


describe('site build on the basic fixture', () => {
  let root: string
  beforeAll(async () => {
    root = await copyFixture('basic')
    const result = await runSite(['build', '--root', root])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/Wrote 4 pages and \d+ other files to .* in [\d.]+s/)
  })

  it('writes every route, the error pages, redirects and public files', async () => {
    const files = Object.keys(await snapshotTree(path.join(root, 'dist'))).sort()
    expect(files.filter((f) => !f.startsWith('_site/'))).toEqual([
      '.site-output', '404.html', '500.html', 'docs/guide.html', 'docs/intro.html', 'docs/old-intro.html', 'images/logo.svg', 'index.html',
      // The blog's listing pages and feeds (#5).
      'post.html', 'post/atom.xml', 'post/categories.html', 'post/categories/news.html',
      'post/categories/news/atom.xml', 'post/categories/news/feed.json', 'post/categories/news/feed.xml',
      'post/feed.json', 'post/feed.xml', 'post/hello.html',
      // Search engines and language models (#18): robots, sitemap, llms.txt and each page's Markdown twin.
      'robots.txt', 'sitemap.xml', 'llms-full.txt', 'llms.txt', 'index.md', 'docs/guide.md', 'docs/intro.md', 'post/hello.md',
      // What the static host reads: the header table with the CSP, and the redirects.
      '_headers', '_redirects',
      // The search pointer (stable name, revalidated) naming the content-hashed index under _site/.
      '_search/en-US.json',
    ].sort())
    expect(files.some((f) => /^_site\/site\.[0-9a-f]{10}\.css$/.test(f))).toBe(true)
  })

  it('writes the newsletter Workers bundle under the project root, self-contained', async () => {
    const worker = await readFile(path.join(root, 'worker/index.js'), 'utf8')
    expect(worker).toMatch(/export\s*\{[^}]*as default/)
    expect(worker).not.toMatch(/from\s*["'](node:|@hono|@trpc|hono)/)
  })

  it('suffixes every title with the brand except the home page', async () => {
    const home = await readFile(path.join(root, 'dist/index.html'), 'utf8')
    const intro = await readFile(path.join(root, 'dist/docs/intro.html'), 'utf8')
    expect(home).toContain('<title>Acme</title>')
    expect(intro).toContain('<title>Introduction | Acme</title>')
    expect(intro).toContain('<html lang="en-US" dir="ltr"')
    expect(intro).toContain('<link rel="canonical" href="https://docs.acme.example/docs/intro"/>')
    expect(intro).toMatch(/<h2 id="next">Next steps<\/h2>/)
  })

  it('gives identical bytes for two builds of the same input (BLD-20)', async () => {
    const again = await runSite(['build', '--root', root, '--out', 'dist2', '--no-cache'])
    expect(again.code).toBe(0)
    expect(await snapshotTree(path.join(root, 'dist2'))).toEqual(await snapshotTree(path.join(root, 'dist')))
  })

  // That they are taken, not made again, is tested in tests/unit/renderer/stages/assets.test.ts and kept-outputs.test.ts.
  it("writes the stylesheet and page script the engine's build made, with --no-cache too", async () => {
    const prebuilt = JSON.parse(await readFile(path.join(REPO, '.engine/client-assets/plain.json'), 'utf8')) as { value: { files: Array<{ path: string; contents: string }> } }
    expect(prebuilt.value.files.map((f) => f.path)).toContainEqual(expect.stringMatching(/^_site\/entry\.[A-Z0-9]+\.js$/))
    for (const file of prebuilt.value.files) expect(await readFile(path.join(root, 'dist2', file.path), 'utf8')).toBe(file.contents)
  })

  it('reuses cached pages in a warm build with the same bytes, and renders again what a change reaches', async () => {
    const warm = await runSite(['build', '--root', root, '--out', 'dist-warm'])
    expect(warm.stdout).toContain('(0 compiled,')
    expect(await snapshotTree(path.join(root, 'dist-warm'))).toEqual(await snapshotTree(path.join(root, 'dist')))
    // A label is in every page's navigation: a warm build must not copy the old sidebar.
    const meta = path.join(root, 'content/docs/_meta.json')
    const source = await readFile(meta, 'utf8')
    await writeFile(meta, source.replace('"Guide"', '"Field Guide"'))
    try {
      const changed = await runSite(['build', '--root', root, '--out', 'dist-changed'])
      expect(changed.stdout).toContain('(0 compiled,')
      expect(await readFile(path.join(root, 'dist-changed/docs/intro.html'), 'utf8')).toContain('Field Guide')
    } finally {
      await writeFile(meta, source)
    }
  })

  it("reports a page's compile warnings again when a later build takes the page from the caches", async () => {
    const page = path.join(root, 'content/docs/fences.mdx')
    await writeFile(page, '---\ntitle: Fences\n---\n\n```klingon\nqapla\n```\n')
    try {
      const warning = 'content/docs/fences.mdx:5:1  warning  Unknown code block language `klingon`: highlighted as plain text  content/unknown-language'
      const cold = await runSite(['build', '--root', root, '--out', 'dist-fences'])
      expect(cold.stderr).toContain(warning)
      for (const out of ['dist-fences', 'dist-fences-2']) {
        // Nothing changed in dist-fences (the build record) and the caches hold the page for dist-fences-2.
        const warm = await runSite(['build', '--root', root, '--out', out])
        expect(warm.stdout).toContain(out === 'dist-fences' ? 'Nothing changed' : '(0 compiled, 0 rendered)')
        if (out !== 'dist-fences') expect(warm.stderr).toContain(warning)
      }
    } finally {
      await rm(page)
    }
  })

  it('leaves the previous output untouched when a build fails (BLD-19)', async () => {
    const before = await snapshotTree(path.join(root, 'dist'))
    const post = path.join(root, 'content/post/soon.mdx')
    await writeFile(post, '---\ntitle: Soon\ndate: soon\n---\n\nText.\n')
    const result = await runSite(['build', '--root', root])
    await rm(post)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/post/soon.mdx:3:7  error  `date`: Invalid date (received "soon")')
    expect(result.stderr).toMatch(/Build failed with 1 error in [\d.]+s; .*dist was left as it was\./)
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before)
    expect((await readdir(root)).filter((n) => n.includes('.tmp-'))).toEqual([])
  })

  it('builds into memory with --dry-run and prints the page map with --json', async () => {
    const dry = await runSite(['build', '--root', root, '--out', 'dry', '--dry-run'])
    expect(dry.code).toBe(0)
    expect(existsSync(path.join(root, 'dry'))).toBe(false)
    const json = await runSite(['build', '--root', root, '--json'])
    const map = JSON.parse(json.stdout) as { trees: Record<string, { children: Array<{ name: string; route: string }> }> }
    expect(map.trees['en-US']!.children.map((c) => c.route)).toEqual(['/docs', '/post'])
  })

  it('refuses an output folder inside content/ (BLD-21)', async () => {
    const result = await runSite(['build', '--root', root, '--out', 'content/dist'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is inside the content folder')
    expect(existsSync(path.join(root, 'content/dist'))).toBe(false)
  })
})

describe('site build never deletes a folder it did not write (issue 13)', () => {
  let root: string
  beforeAll(async () => {
    root = await copyFixture('basic')
  })

  it('refuses an existing folder with files and no marker, and replaces it only with --force', async () => {
    const mydocs = path.join(root, 'mydocs')
    await mkdir(mydocs)
    await writeFile(path.join(mydocs, 'notes.txt'), 'keep')
    // Nothing is written beside it either (the config loader's cache aside).
    const listRoot = async () => (await readdir(root)).filter((n) => n !== '.site-cache').sort()
    const before = await listRoot()
    const refused = await runSite(['build', '--root', root, '--out', mydocs])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/mydocs already holds files that site build did not write \(notes\.txt\) and has no \.site-output marker.*pass --force/)
    expect(await readFile(path.join(mydocs, 'notes.txt'), 'utf8')).toBe('keep')
    expect(await listRoot()).toEqual(before)
    const forced = await runSite(['build', '--root', root, '--out', mydocs, '--force'])
    expect(forced.code).toBe(0)
    expect(existsSync(path.join(mydocs, 'notes.txt'))).toBe(false)
    expect(await readFile(path.join(mydocs, '.site-output'), 'utf8')).toContain('site build')
    // Marked now: the next build replaces it without --force.
    expect((await runSite(['build', '--root', root, '--out', mydocs])).code).toBe(0)
  })

  it('writes the Workers bundle under the project, never beside an --out folder elsewhere (issue 13 item 11)', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'site-out-'))
    try {
      const result = await runSite(['build', '--root', root, '--out', path.join(elsewhere, 'site')])
      expect(result.code).toBe(0)
      expect(await readdir(elsewhere)).toEqual(['site'])
      expect(existsSync(path.join(root, 'worker/index.js'))).toBe(true)
    } finally {
      await rm(elsewhere, { recursive: true, force: true })
    }
  })

  it('refuses .git, the project, the home folder and a folder of sources, even with --force (BLD-21)', async () => {
    await mkdir(path.join(root, '.git'), { recursive: true })
    await writeFile(path.join(root, '.git/HEAD'), 'ref: refs/heads/main\n')
    const other = path.join(root, 'other-project')
    await mkdir(path.join(other, 'content'), { recursive: true })
    await writeFile(path.join(other, 'content/index.mdx'), '# Mine\n')
    const home = path.join(root, 'home')
    await mkdir(home)
    const cases: Array<[string, RegExp]> = [
      ['.git', /is inside a Git repository's \.git folder/],
      ['.', /contains the project itself/],
      ['..', /contains the project itself/],
      ['/', /is the root of the file system/],
      [home, /is or contains your home folder/],
      [other, /holds a content\/ folder of sources/],
    ]
    for (const [out, message] of cases) {
      const result = await runSite(['build', '--root', root, '--out', out, '--force'], { env: { HOME: home } })
      expect(result.code, out).toBe(1)
      expect(result.stderr, out).toMatch(message)
    }
    expect(await readFile(path.join(root, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main\n')
    expect(await readFile(path.join(other, 'content/index.mdx'), 'utf8')).toBe('# Mine\n')
  })
})

describe('site build and symlinks to private files (issue 13 item 2)', () => {
  it('refuses a public file or page linked to .env, naming the link and never printing the secret', async () => {
    const root = await copyFixture('basic')
    await writeFile(path.join(root, '.env'), 'SECRET="canary-env\n')
    await symlink('../../.env', path.join(root, 'content/public/robots.txt'))
    await symlink('../../.env', path.join(root, 'content/docs/env.mdx'))
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/public/robots.txt  error  Symlink refused, not read or published: it leads outside')
    expect(result.stderr).toContain('content/docs/env.mdx  error  Symlink refused')
    expect(result.stderr + result.stdout).not.toContain('canary')
    expect(existsSync(path.join(root, 'dist'))).toBe(false)
  })
})

describe('site build and names Windows reads as another file (DEV-7)', () => {
  it('publishes no public file that site serve and site dev would refuse, warning for each', async () => {
    const root = await copyFixture('basic')
    const aliases = ['ENV~1', 'certs/GUIDE~1.HTM', 'x.crt.', 'y.pem ', 'notes.txt::$DATA']
    await mkdir(path.join(root, 'content/public/certs'), { recursive: true })
    for (const rel of aliases) await writeFile(path.join(root, 'content/public', rel), 'canary-alias\n')
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(0)
    for (const rel of aliases) expect(result.stderr).toContain(`content/public/${rel}  warning  Not published: Windows reads this name as another file’s`)
    const written = Object.values(await snapshotTree(path.join(root, 'dist')))
    expect(written.filter((contents) => String(contents).includes('canary-alias'))).toEqual([])
    expect(existsSync(path.join(root, 'dist/ENV~1'))).toBe(false)
  })
})

describe('site build and public files that clash (issue 13 item 3)', () => {
  it('fails naming both files when a public file would replace a page or differs from another only by case (BLD-4)', async () => {
    const root = await copyFixture('basic')
    await mkdir(path.join(root, 'content/public/docs'), { recursive: true })
    await writeFile(path.join(root, 'content/public/docs/intro.html'), '<p>stale export</p>')
    await writeFile(path.join(root, 'content/public/images/Logo.svg'), '<svg/>')
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/public/docs/intro.html  error  Public file content/public/docs/intro.html would replace docs/intro.html, the page /docs/intro rendered from content/docs/intro.mdx')
    expect(result.stderr).toMatch(/Public files differ only by case: content\/public\/images\/(Logo|logo)\.svg and content\/public\/images\/(logo|Logo)\.svg/)
    expect(existsSync(path.join(root, 'dist'))).toBe(false)
  })
})

describe('site build and awkward file names (BLD-6)', () => {
  it('BLD-6 gives names with spaces, #, ?, % and dots and a CI/CD tag slugs whose every link leads to a written file', async () => {
    const root = await copyFixture('basic')
    for (const name of ['a b', 'c#', 'what?', '100%', 'v1.2']) {
      await writeFile(path.join(root, `content/docs/${name}.mdx`), `---\ntitle: "Page ${name}"\n---\n\n# Page ${name}\n\nText.\n`)
    }
    const post = path.join(root, 'content/post/hello.mdx')
    await writeFile(post, (await readFile(post, 'utf8')).replace('tags: [News]', 'tags: [News, CI/CD]'))
    const result = await runSite(['build', '--root', root])
    expect(result.code, result.stderr).toBe(0)
    const files = (await readdir(path.join(root, 'dist'), { recursive: true })).map(String)
    expect(files).toEqual(expect.arrayContaining(['docs/a-b.html', 'docs/c.html', 'docs/what.html', 'docs/100.html', 'docs/v1.2.html', 'post/categories/ci-cd.html']))
    expect(files.filter((f) => /[#?%\s]/.test(f))).toEqual([])
    const unresolved: string[] = []
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = await readFile(path.join(root, 'dist', file), 'utf8')
      expect(html.includes('%2520'), `${file} holds a double-encoded space`).toBe(false)
      for (const [, href] of html.matchAll(/href="(\/[^/"][^"]*|\/)"/g)) {
        if (!writtenFor(href!, new Set(files))) unresolved.push(`${file}: ${href}`)
      }
    }
    expect(unresolved).toEqual([])
  })
})

/** Whether the site-relative `href` (query and fragment ignored) names a written file, as site serve maps it. */
function writtenFor(href: string, files: Set<string>): boolean {
  const route = decodeURIComponent(href.replace(/[?#].*$/, '').replace(/&amp;/g, '&')).replace(/^\//, '').replace(/\/$/, '')
  return route === '' ? files.has('index.html') : [route, `${route}.html`, `${route}/index.html`].some((f) => files.has(f))
}

describe('site build and Unicode file names (BLD-5)', () => {
  it('BLD-5 builds NFD-named pages at NFC routes an NFC link reaches, slugs González as gonzález, and refuses NFC/NFD twins', async () => {
    const root = await copyFixture('basic')
    const docs = path.join(root, 'content/docs')
    const nfd = (name: string) => name.normalize('NFD')
    await writeFile(path.join(docs, `${nfd('café')}.mdx`), '---\ntitle: Café\n---\n\nThe café page.\n')
    await writeFile(path.join(docs, `${nfd('González')}.mdx`), '---\ntitle: González\n---\n\nThe González page.\n')
    const guide = path.join(docs, 'guide.md')
    await writeFile(guide, `${await readFile(guide, 'utf8')}\nSee [the café](/docs/${'café'.normalize('NFC')}) and [González](/docs/${'gonzález'.normalize('NFC')}).\n`)
    const built = await runSite(['build', '--root', root])
    expect(built.code, built.stderr).toBe(0)
    const files = (await readdir(path.join(root, 'dist/docs'))).map(String)
    expect(files).toEqual(expect.arrayContaining(['café.html'.normalize('NFC'), 'gonzález.html'.normalize('NFC')]))
    expect(files.filter((f) => f !== f.normalize('NFC') || f.includes('gonza-lez'))).toEqual([])

    await writeFile(path.join(docs, `${'café'.normalize('NFC')}.mdx`), '---\ntitle: Café twin\n---\n\nTwin.\n')
    const twins = await runSite(['build', '--root', root])
    expect(twins.code).toBe(1)
    expect(twins.stderr).toContain('page-map/duplicate-url')
    expect(twins.stderr.normalize('NFC')).toContain('Duplicate page: two files are named `docs/café.mdx`, their names differing only in Unicode normalization'.normalize('NFC'))
    expect((await readdir(path.join(root, 'dist/docs'))).map(String).sort()).toEqual(files.sort())
  })
})

describe('site build diagnostics', () => {
  it('reports every broken file of the run at once, with positions and code frames (BLD-12)', async () => {
    const root = await copyFixture('broken')
    const result = await runSite(['build', '--root', root, '--threads', '0'])
    expect(result.code).toBe(1)
    const stable = result.stderr.replace(/ in [\d.]+s; .*? was left as it was\./, ' in <time>; <out> was left as it was.')
    await expect(stable).toMatchFileSnapshot('../fixtures/sites/broken/expected.txt')
  })

  it('lists each broken link (an error, a warning with --on-broken-links=warn) and anchor (a warning unless `anchors: error`) with its source position (BLD-1, BLD-2)', async () => {
    const root = await copyFixture('broken-links')
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr.split('\n').filter((l) => l.includes('links/broken'))).toEqual([
      '[content] content/docs/a.mdx:7:28  error  Broken link `./gone`: no page or file at /docs/gone  links/broken-link',
      '[content] content/index.mdx:5:21  error  Broken link `/docs/missing`: no page or file at /docs/missing  links/broken-link',
      '[content] content/index.mdx:5:50  warning  Broken anchor `/docs/a#nowhere`: no heading or element with id `nowhere` on /docs/a  links/broken-anchor',
    ])
    expect(result.stderr).toContain("To publish anyway, build with --on-broken-links=warn (or set links: 'warn' in the config).")
    const flagged = await runSite(['build', '--root', root, '--on-broken-links=warn'])
    expect(flagged.code, flagged.stderr).toBe(0)
    expect(flagged.stderr).toContain('content/index.mdx:5:21  warning  Broken link `/docs/missing`')
    expect(flagged.stderr).not.toContain('To publish anyway')
    const configFile = path.join(root, 'content/site.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(configFile, config.replace('redirects:', "anchors: 'error',\n  redirects:"))
    const strictAnchors = await runSite(['build', '--root', root])
    expect(strictAnchors.stderr).toContain('content/index.mdx:5:50  error  Broken anchor `/docs/a#nowhere`')
    await writeFile(configFile, config)
    await writeFile(path.join(root, 'content/site.config.ts'), (await readFile(path.join(root, 'content/site.config.ts'), 'utf8')).replace("redirects:", "links: 'warn',\n  redirects:"))
    const warned = await runSite(['build', '--root', root])
    expect(warned.code).toBe(0)
    expect(warned.stderr).toContain('warning  Broken link `/docs/missing`')
  })

  it('reports a generator that throws as a located error naming it, without a stack trace (issue 13 item 13)', async () => {
    const root = await copyFixture('basic')
    const config = path.join(root, 'content/site.config.ts')
    const source = (await readFile(config, 'utf8'))
      .replace("import { defineConfig } from 'site/config'", "import { readFileSync } from 'node:fs'\nimport { defineConfig } from 'site/config'\n\nfunction cliPages({ contentDir }: { contentDir: string }) {\n  return [{ path: 'cli.mdx', source: readFileSync(`${contentDir}/data/cli.yaml`, 'utf8') }]\n}")
      .replace("redirects:", 'generators: [cliPages],\n  redirects:')
    await writeFile(config, source)
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    const line = source.split('\n').findIndex((l) => l.includes('generators: [cliPages]')) + 1
    expect(result.stderr).toContain(`content/site.config.ts:${line}:16  error  Generator \`cliPages\` failed: ENOENT: no such file or directory, open '${root}/content/data/cli.yaml'`)
    expect(result.stderr).not.toMatch(/^\s+at /m)
  })

  it('rejects an ftp docsRepositoryBase with the exact message', async () => {
    const root = await copyFixture('basic')
    const config = path.join(root, 'content/site.config.ts')
    await writeFile(config, (await readFile(config, 'utf8')).replace('https://github.com/acme/docs/tree/main', 'ftp://github.com/acme/docs'))
    const result = await runSite(['build', '--root', root])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('content/site.config.ts: invalid configuration\n  docsRepositoryBase: Invalid `docsRepositoryBase` URL! (line 7)')
  })
})

describe('site CLI basics', () => {
  it('prints help and version, and exits 2 on a usage error', async () => {
    const help = await runSite(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('Usage: site [options] [command]')
    expect((await runSite(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/)
    const bad = await runSite(['build', '--bogus'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("unknown option '--bogus'")
  })

  it('names a --root that does not exist instead of asking for its config', async () => {
    const missing = path.join(await tempRoot('no-root'), 'typo')
    const result = await runSite(['build', '--root', missing])
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(`[build] The project folder ${missing} does not exist.\n  Check --root, or run \`site init ${missing}\` to make a site there.\n`)
  })

  it('refuses a port outside 0-65535 as a usage error, not a stack trace', async () => {
    for (const command of ['serve', 'dev']) {
      const result = await runSite([command, '--port', '99999'])
      expect(result.code, command).toBe(2)
      expect(result.stderr, command).toContain(`option '--port <n>' argument '99999' is invalid. Expected a port from 0 to 65535, received "99999"`)
      expect(result.stderr, command).not.toContain('ERR_SOCKET_BAD_PORT')
    }
  })
})
