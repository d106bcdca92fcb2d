/** What every `site migrate` does alike: find its config file, refuse a project that has content/, write the config, report. */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '../log.js'

type Source = 'nextra' | 'docusaurus' | 'vitepress'

/** The text of the `content/site.config.ts` that `site migrate` writes. Pure. */
export function configSource(config: Record<string, unknown>, from: Source): string {
  return `import { defineConfig } from 'site/config'\n\n// Written by \`site migrate ${from}\`. Options: README.md of site.\nexport default defineConfig(${JSON.stringify(config, null, 2)})\n`
}

/** Whether `content` is free to migrate into; says why not when it exists (a copy never goes over it). */
export function contentFree(content: string, log: Logger): boolean {
  if (!existsSync(content)) return true
  log.error('migrate', `${path.relative('.', content) || 'content'}/ exists already: migrate into a project without one (nothing was changed).`)
  return false
}

/** Writes content/site.config.ts (never over one) and prints what was copied, written and not mapped. */
export async function finishMigration(content: string, from: Source, settings: { config: Record<string, unknown>; unmapped: string[] }, copied: string, log: Logger): Promise<void> {
  await mkdir(content, { recursive: true })
  await writeFile(path.join(content, 'site.config.ts'), configSource(settings.config, from), { flag: 'wx' })
  log.info('migrate', copied)
  log.info('migrate', `Wrote content/site.config.ts with ${Object.keys(settings.config).join(', ')}.`)
  if (!settings.unmapped.length) return
  log.warn('migrate', `Not mapped (${settings.unmapped.length}):`)
  for (const line of settings.unmapped) log.warn('migrate', `  ${line}`)
}

/** The first of `names` (relative to `root`) that can be read, and its text. */
export async function firstFile(root: string, names: string[]): Promise<{ file: string; text: string } | undefined> {
  for (const name of names) {
    const text = await readFile(path.join(root, name), 'utf8').catch(() => undefined)
    if (text !== undefined) return { file: name, text }
  }
  return undefined
}
