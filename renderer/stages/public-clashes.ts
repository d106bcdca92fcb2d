/**
 * Public-file clashes: a file of content/public/ is copied to the same path in the output, so it
 * must not land on a file the build writes itself (a page, a redirect, a blog page or feed, the
 * error pages, the engine's `_site/` assets), and two public files must not differ only by case
 * (one would replace the other on a case-insensitive file system or host, BLD-4). Each clash is
 * an error naming both files; nothing is replaced silently.
 */
import type { Report } from '../diagnostics.js'
import type { PublicFile } from './scan.js'
import { posixRelative } from '../paths.js'

/** A file the build writes itself, and what it comes from (for the message). */
export interface BuiltOutput {
  file: string
  from: string
}

/**
 * Reports public files that differ only by case, that would land in `_site/`, or that would
 * replace one of `outputs`.
 */
export function checkPublicFiles(publicFiles: PublicFile[], outputs: BuiltOutput[], root: string, report: Report): void {
  const seen = new Map<string, PublicFile>()
  for (const pub of publicFiles) {
    const file = shown(root, pub)
    const key = pub.relPath.toLowerCase()
    if (key.split('/')[0] === '_site') report.error({ file, reason: `Public file ${file} would land among the build's own assets under /_site/`, ...CLASH })
    const twin = seen.get(key)
    if (twin) report.error({ file, reason: `Public files differ only by case: ${shown(root, twin)} and ${file} (one would replace the other on a case-insensitive file system or host)`, ruleId: 'public/case-clash', source: 'site', hint: 'Rename one of them.' })
    else seen.set(key, pub)
  }
  checkPublicOverwrites(publicFiles, outputs, root, report)
}

/** Reports each public file that would replace one of `outputs` (compared without case). */
export function checkPublicOverwrites(publicFiles: PublicFile[], outputs: BuiltOutput[], root: string, report: Report): void {
  const built = new Map(outputs.map((o) => [o.file.toLowerCase(), o]))
  for (const pub of publicFiles) {
    const output = built.get(pub.relPath.toLowerCase())
    if (!output) continue
    const file = shown(root, pub)
    const caseNote = output.file === pub.relPath ? '' : ', its name differing only by case'
    report.error({ file, reason: `Public file ${file} would replace ${output.file}, ${output.from}${caseNote}`, ...CLASH })
  }
}

const CLASH = { ruleId: 'public/clash', source: 'site', hint: 'Rename or move the public file: it never replaces what the build writes.' } as const

/** A public file's path relative to the project, forward slashes. */
function shown(root: string, pub: PublicFile): string {
  return posixRelative(root, pub.absPath)
}
