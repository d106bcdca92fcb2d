import { mkdtemp, mkdir, realpath, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createReport } from '../../../../renderer/diagnostics.js'
import { MAX_CONTENT_BYTES, scanContent } from '../../../../renderer/stages/scan.js'

async function project(files: Record<string, string | Buffer>) {
  const root = await mkdtemp(path.join(tmpdir(), 'scan-'))
  for (const [rel, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), contents)
  }
  return root
}

const scan = async (root: string) => {
  const report = createReport()
  const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [] }, report)
  return { tree, diagnostics: report.all().map((d) => `${d.file} ${d.severity} ${d.ruleId}: ${d.reason}`) }
}

describe('scanContent', () => {
  it('reads pages, _meta, _category_ and public files; skips READMEs, dotfiles, _ helpers and data/', async () => {
    const root = await project({
      'content/index.mdx': '---\ntitle: Home\n---\n',
      'content/README.md': '# notes',
      'content/.draft.mdx': 'x',
      'content/_generators/x.mdx': 'x',
      'content/data/cli.yaml': 'a: 1',
      'content/docs/_meta.json': '{}',
      'content/docs/intro.md': '---\ntitle: Intro\n---\n',
      'content/public/images/a.svg': '<svg/>',
      'content/docs/guide/_category_.json': '{ "label": "Guide" }',
      'content/_helpers/_category_.json': '{}',
    })
    const { tree, diagnostics } = await scan(root)
    expect(diagnostics).toEqual([])
    expect(tree.pages.map((p) => p.relPath)).toEqual(['docs/intro.md', 'index.mdx'])
    expect(tree.metas.map((p) => p.relPath)).toEqual(['docs/_meta.json'])
    expect(tree.categories!.map((p) => [p.relPath, p.source])).toEqual([['docs/guide/_category_.json', '{ "label": "Guide" }']])
    expect(tree.publicFiles.map((p) => p.relPath)).toEqual(['images/a.svg'])
  })

  it('refuses binary, UTF-16, Latin-1 and oversized files with a clear reason (BLD-14, BLD-15)', async () => {
    const root = await project({
      'content/latin1.md': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
      'content/utf16.md': Buffer.from('\ufeffhi', 'utf16le'),
      'content/x.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]),
      'content/huge.mdx': Buffer.alloc(MAX_CONTENT_BYTES + 1, 0x61),
    })
    const { diagnostics } = await scan(root)
    expect(diagnostics).toEqual([
      `content/huge.mdx error content/too-large: File exceeds 4 MB (${MAX_CONTENT_BYTES + 1} bytes)`,
      'content/latin1.md error content/not-utf8: Not valid UTF-8 (byte offset 3)',
      'content/utf16.md error content/not-utf8: Not valid UTF-8: binary or UTF-16 content (byte offset 3)',
      'content/x.md error content/not-utf8: Not valid UTF-8: binary or UTF-16 content (byte offset 8)',
    ])
  })

  it('stops at symlink loops and refuses links out of content/ (BLD-17)', async () => {
    const root = await project({ 'content/docs/a.mdx': '---\ntitle: A\n---\n' })
    await symlink('.', path.join(root, 'content/loop'))
    await symlink(path.join(root, 'content/b'), path.join(root, 'content/a'))
    await symlink(path.join(root, 'content/a'), path.join(root, 'content/b'))
    await symlink('/etc', path.join(root, 'content/leak'))
    const { tree, diagnostics } = await scan(root)
    expect(tree.pages.map((p) => p.relPath)).toEqual(['docs/a.mdx'])
    expect(diagnostics).toEqual([
      'content/a warning content/symlink-loop: Broken or looping symlink skipped',
      'content/b warning content/symlink-loop: Broken or looping symlink skipped',
      `content/leak error content/symlink-outside: Symlink refused, not read or published: it leads outside ${path.join(await realpath(root), 'content')} (to /etc)`,
      'content/loop warning content/symlink-loop: Symlink loop: this folder was already read',
    ])
  })

  it('judges symlinks by their real target: out of content/ or private is an error, never read (issue 13 item 2)', async () => {
    const root = await project({
      '.env': 'SECRET=canary-env\n',
      'content/docs/a.mdx': '---\ntitle: A\n---\n',
      'content/docs/.secret.mdx': '---\ntitle: canary-dot\n---\n',
      'content/keys/server.key': 'canary-key',
    })
    await mkdir(path.join(root, 'content/public'))
    await symlink('../../.env', path.join(root, 'content/public/robots.txt'))
    await symlink('../../.env', path.join(root, 'content/docs/env.mdx'))
    await symlink('.secret.mdx', path.join(root, 'content/docs/alias.mdx'))
    await symlink('../keys/server.key', path.join(root, 'content/public/key.txt'))
    const { tree, diagnostics } = await scan(root)
    expect(tree.pages.map((p) => p.relPath)).toEqual(['docs/a.mdx'])
    expect(tree.publicFiles).toEqual([])
    expect(diagnostics.map((d) => d.split(':')[0])).toEqual([
      'content/docs/alias.mdx error content/symlink-private',
      'content/docs/env.mdx error content/symlink-outside',
      'content/public/key.txt error content/symlink-private',
      'content/public/robots.txt error content/symlink-outside',
    ])
    expect(diagnostics.join('\n')).not.toContain('canary')
  })

  it("reads a page symlinked to a file of the project outside content/ (Nextra's README pages), never a public file or a private one (BLD-17)", async () => {
    const root = await project({ 'README.md': '# Kettle\n\nThe project readme.\n', 'notes.txt': 'canary-notes', '.env.md': 'canary-env', 'content/docs/a.mdx': '---\ntitle: A\n---\n' })
    await mkdir(path.join(root, 'content/public'))
    await symlink('../../README.md', path.join(root, 'content/docs/readme.md'))
    await symlink('../../notes.txt', path.join(root, 'content/public/notes.txt'))
    await symlink('../../README.md', path.join(root, 'content/public/readme.md'))
    await symlink('../../.env.md', path.join(root, 'content/docs/env.md'))
    const { tree, diagnostics } = await scan(root)
    expect(tree.pages.map((p) => p.relPath)).toEqual(['docs/a.mdx', 'docs/readme.md'])
    expect(tree.pages.find((p) => p.relPath === 'docs/readme.md')?.source).toContain('The project readme.')
    expect(tree.publicFiles).toEqual([])
    expect(diagnostics.map((d) => d.split(':')[0])).toEqual([
      'content/docs/env.md error content/symlink-outside',
      'content/public/notes.txt error content/symlink-outside',
      'content/public/readme.md error content/symlink-outside',
    ])
    expect(diagnostics.join('\n')).not.toContain('canary')
  })

  it('adds the files of generators as virtual pages and _meta files', async () => {
    const root = await project({ 'content/index.mdx': '---\ntitle: Home\n---\n' })
    const report = createReport()
    const tree = await scanContent(
      { root, contentDir: path.join(root, 'content'), generators: [() => [{ path: 'docs/cli/index.mdx', source: '---\ntitle: CLI\n---\n' }, { path: 'docs/cli/_meta.json', source: '{}' }]] },
      report,
    )
    expect(tree.pages.map((p) => `${p.relPath} ${p.displayPath}`)).toEqual(['docs/cli/index.mdx content/docs/cli/index.mdx (generated)', 'index.mdx content/index.mdx'])
    expect(tree.metas.map((p) => p.relPath)).toEqual(['docs/cli/_meta.json'])
  })

  it('reports a generator that throws or returns no list at its entry in the config, naming it (issue 13 item 13)', async () => {
    const root = await project({
      'content/index.mdx': '---\ntitle: Home\n---\n',
      'content/site.config.ts': "import { cliReference } from './_generators/cli.ts'\n\nexport default defineConfig({\n  generators: [\n    () => [],\n    cliReference,\n  ],\n})\n",
    })
    const report = createReport()
    const cliReference = () => {
      throw new Error("ENOENT: no such file or directory, open 'content/data/cli.yaml'")
    }
    const broken = async () => 'not a list' as unknown as []
    const tree = await scanContent({ root, contentDir: path.join(root, 'content'), generators: [broken, cliReference] }, report)
    expect(tree.pages.map((p) => p.relPath)).toEqual(['index.mdx'])
    expect(report.all().map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.ruleId}: ${d.reason}`)).toEqual([
      'content/site.config.ts:4:3 error config/generator-failed: Generator `broken` failed: it returned string, not a list of { path, source } files',
      "content/site.config.ts:6:5 error config/generator-failed: Generator `cliReference` failed: ENOENT: no such file or directory, open 'content/data/cli.yaml'",
    ])
  })
})
