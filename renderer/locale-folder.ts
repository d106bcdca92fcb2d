/**
 * Locale folders, Nextra 4's i18n layout: in a site with more than one locale, a top-level folder
 * of content/ named after a locale (`content/es/docs/intro.mdx`, the name matched without regard
 * to case) holds that locale's pages and `_meta` files, and is not part of their place in the
 * site: that page is `docs/intro` of locale `es`. Every other path, and every path of a
 * one-locale site, is read as written (Nextra 2/3's `intro.es.mdx` suffixes). Pure.
 */
import type { Diagnostic } from './diagnostics.js'

/** A content path read for its locale folder. */
export interface LocalePath {
  /** The configured locale whose folder holds the file; undefined outside locale folders. */
  locale?: string
  /** The path below the locale folder; the whole path outside one. */
  path: string
}

/** Where `relPath` (content-relative, forward slashes) lies among the folders of `locales`. */
export function localeFolderOf(relPath: string, locales: readonly string[]): LocalePath {
  const slash = relPath.indexOf('/')
  if (locales.length < 2 || slash === -1) return { path: relPath }
  const top = relPath.slice(0, slash).toLowerCase()
  const locale = locales.find((l) => l.toLowerCase() === top)
  return locale ? { locale, path: relPath.slice(slash + 1) } : { path: relPath }
}

/** The error for a file of a locale folder whose name gives another locale (`es/intro.fr.mdx`, `es/_meta.fr.json`). */
export function localeMismatch(displayPath: string, folderLocale: string, suffix: string): Diagnostic {
  return {
    file: displayPath,
    severity: 'error',
    reason: `The file is in the folder of locale \`${folderLocale}\`, but its name gives locale \`${suffix}\``,
    ruleId: 'page-map/locale-mismatch',
    source: 'site',
    hint: `Move it to the \`${suffix}\` folder without the \`.${suffix}\` suffix, or remove the suffix to keep it in \`${folderLocale}\`.`,
  }
}
