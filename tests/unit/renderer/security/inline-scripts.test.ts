// The inline scripts' hashes for the Content-Security-Policy (renderer/security/inline-scripts.ts):
// the same from a page's text, its UTF-8 bytes and its file, and found by HTML's whitespace rules.
import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScriptCollector, inlineScripts, scriptHashes } from '../../../../renderer/security/inline-scripts.js'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

const PAGE = [
  '<!doctype html><html lang="fr"><head><title>Réessayer — délais</title>',
  '<script>document.documentElement.dataset.thème = "sombre"; // à la française</script>',
  '<script type="module">import("/_site/app.js").then((m) => m.start("😀 ünïcode"))</script>',
  '<script type="application/ld+json">{"name":"Données"}</script>',
  '<script src="/_site/x.js"></script>',
  '</head><body><p>Ça marche : « oui ».</p>',
  '<script\ttype = "text/javascript" >window.ok = "ß"</script\n>',
  '</body></html>',
].join('\n')

describe('inline script hashes', () => {
  it('hash the runnable inline scripts of a page, whatever characters are around and in them', () => {
    expect(scriptHashes(PAGE).sort()).toEqual(
      [
        hash('document.documentElement.dataset.thème = "sombre"; // à la française'),
        hash('import("/_site/app.js").then((m) => m.start("😀 ünïcode"))'),
        hash('window.ok = "ß"'),
      ].sort(),
    )
  })

  it('are the same from the page text, its UTF-8 bytes and its file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inline-scripts-'))
    try {
      const file = path.join(dir, 'page.html')
      await writeFile(file, PAGE)
      const fromText = await inlineScriptCollector().collect('a.html', PAGE)
      expect(await inlineScriptCollector().collect('a.html', new TextEncoder().encode(PAGE))).toEqual(fromText)
      expect(await inlineScriptCollector().collect('a.html', { from: file })).toEqual(fromText)
      expect(fromText).toHaveLength(3)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('hash a script the same each time it is seen, and as its encoding reads it', () => {
    // Hashes are kept per thread: the same text read as UTF-8 bytes one character each is other bytes.
    const page = '<script>window.name = "é"</script>'
    const latin1 = `'sha256-${createHash('sha256').update('window.name = "é"', 'latin1').digest('base64')}'`
    expect(scriptHashes(page)).toEqual([hash('window.name = "é"')])
    expect(scriptHashes(page, 'latin1')).toEqual([latin1])
    expect(scriptHashes(page)).toEqual([hash('window.name = "é"')])
    expect(latin1).not.toEqual(hash('window.name = "é"'))
  })

  it('read a no-break space as part of a name or value, as browsers do (HTML whitespace is ASCII)', () => {
    // `data-x\u00a0src` is one attribute name: the script has no src and runs.
    expect(inlineScripts('<script data-x\u00a0src="/a.js">run()</script>')).toEqual(['run()'])
    // A type of `module\u00a0` is no JavaScript type: the block does not run.
    expect(inlineScripts('<script type="module\u00a0">run()</script>')).toEqual([])
    // Nor does `</script\u00a0>` end a script.
    expect(inlineScripts('<script>a()</script\u00a0></script>')).toEqual(['a()</script\u00a0>'])
    // ASCII whitespace still separates and is trimmed.
    expect(inlineScripts('<script\nsrc="/a.js"></script><script type=" module ">b()</script>')).toEqual(['b()'])
  })
})
