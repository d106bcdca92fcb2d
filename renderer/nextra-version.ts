/**
 * The Nextra major version a project was written for, from its package.json (`nextra`, or a
 * Nextra theme, in dependencies or devDependencies): the Nextra APIs pages call answer as that
 * version did where versions differ (templates/mdx/nextra-hooks.ts). Undefined for a project
 * that does not depend on Nextra, or whose version range names no major.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const PACKAGES = ['nextra', 'nextra-theme-docs', 'nextra-theme-blog']

export function nextraMajor(root: string): number | undefined {
  let manifest: { dependencies?: Record<string, unknown>; devDependencies?: Record<string, unknown> }
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as typeof manifest
  } catch {
    return undefined
  }
  for (const name of PACKAGES) {
    const range = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]
    const major = typeof range === 'string' ? /(\d+)/.exec(range)?.[1] : undefined
    if (major) return Number(major)
  }
  return undefined
}
