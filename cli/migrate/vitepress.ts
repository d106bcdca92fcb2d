/**
 * `site migrate vitepress [DIR]`: turns a VitePress project into a site. The folder of its pages
 * (DIR, or DIR/docs, where `.vitepress/` is, with its `srcDir`) is copied to `content/`: its
 * `public/` to `content/public/`, a folder a rewrite serves at the root (`'en/:rest*': ':rest*'`)
 * to `content/` itself, locale folders as they are; `.vitepress/`, `node_modules/` and dotfiles
 * stay out. A `content/site.config.ts` is written with what `.vitepress/config.*` says
 * (vitepress-settings.ts). Pages are copied unchanged; nothing of the project is modified or
 * deleted. Prints what it could not map.
 */
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../log.js'
import { contentFree, finishMigration, firstFile } from './finish.js'
import { readVitePressSettings } from './vitepress-settings.js'

const CONFIG_FILES = ['config.mts', 'config.ts', 'config.mjs', 'config.js']

/** Migrates the VitePress project at `root`; the exit code. */
export async function migrateVitePress(root: string, log: Logger): Promise<number> {
  const found = await vitepressConfig(root)
  if (!found) {
    log.error('migrate', `No .vitepress/config.* in ${root} or its docs/ folder: is it a VitePress project?`)
    return 1
  }
  const content = path.join(root, 'content')
  if (!contentFree(content, log)) return 1
  const settings = readVitePressSettings(path.relative(root, found.file), found.text, path.basename(root))
  const pages = path.resolve(found.docsRoot, settings.srcDir)
  const copied = await copyPages(pages, content, settings.rootFolder, settings.unmapped)
  await finishMigration(content, 'vitepress', settings, `Copied ${copied} files from ${path.relative(root, pages) || '.'}/ to content/ (pages unchanged).`, log)
  return 0
}

/** The config file of the project at `root` (or of its docs/ folder), its text, and the folder of its `.vitepress/`. */
async function vitepressConfig(root: string): Promise<{ file: string; text: string; docsRoot: string } | undefined> {
  for (const docsRoot of [root, path.join(root, 'docs')]) {
    const found = await firstFile(docsRoot, CONFIG_FILES.map((name) => path.join('.vitepress', name)))
    if (found) return { file: path.join(docsRoot, found.file), text: found.text, docsRoot }
  }
  return undefined
}

/** Copies the pages folder to content/ (`rootFolder`'s files to content/ itself), never over a file; how many. */
async function copyPages(from: string, content: string, rootFolder: string | undefined, unmapped: string[]): Promise<number> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => [])
  let count = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const rel = path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep)
    if (rel.some((part) => part.startsWith('.') || part === 'node_modules')) continue
    const to = rootFolder && rel[0] === rootFolder ? rel.slice(1) : rel
    const target = path.join(content, ...to)
    if (existsSync(target)) {
      unmapped.push(`${rel.join('/')}: content/${to.join('/')} was copied from elsewhere first; this one is not copied`)
      continue
    }
    await mkdir(path.dirname(target), { recursive: true })
    await cp(path.join(from, ...rel), target, { errorOnExist: true, force: false })
    count++
  }
  return count
}
