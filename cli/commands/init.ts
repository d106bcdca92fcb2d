/**
 * `site init [DIR] [--blog]`: writes a minimal working site into DIR (default: the current
 * folder), refusing a folder that already holds files, and prints the two commands to run next.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createLogger, type Logger } from '../log.js'
import { starterFiles } from '../init/starter.js'

export interface InitFlags {
  blog?: boolean
}

export async function runInit(dir: string | undefined, flags: InitFlags, log: Logger = createLogger()): Promise<number> {
  const root = path.resolve(dir ?? '.')
  const present = await readdir(root).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)))
  if (present.length > 0) {
    log.error('init', `${root} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', …' : ''}). Give a new or empty folder: site init my-docs`)
    return 1
  }
  const name = titleOf(path.basename(root))
  for (const file of starterFiles(name, { blog: flags.blog === true })) {
    const target = path.join(root, file.path)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, file.text, { flag: 'wx' })
  }
  const rootFlag = dir === undefined ? '' : ` --root ${quoteArg(dir)}`
  log.info('init', `Wrote a new site to ${dir ?? '.'}${flags.blog ? ' (with a blog)' : ''}. Next:`)
  log.info('init', `  site dev${rootFlag}     preview it at http://127.0.0.1:3000 while you edit content/`)
  log.info('init', `  site build${rootFlag}   write the static site to ${path.join(dir ?? '.', 'dist')}`)
  return 0
}

/** 'my-docs' → 'My docs': the folder's name as the site's first brand name. */
function titleOf(folder: string): string {
  const words = folder.replace(/[-_.]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'My docs'
}

function quoteArg(value: string): string {
  return /^[\w./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`
}
