/**
 * Next.js's `getStaticProps`, as `next build` runs it for a Nextra page: once per build, before the
 * page renders, with the page's locale and no route parameters. What it returns under `props` is
 * given to the page's content as its props and to Nextra's `useData()` (`props.ssg`).
 *
 *   export const getStaticProps = () => ({ props: { ssg: { stars: 1200 } } })
 *   → useData() is { stars: 1200 }; the MDX content gets props.ssg
 *
 * A function that throws or rejects (a fetch with no network) is a warning at the export's
 * line:column (an error with `strict: true`, as in `next build`), and the page renders as if it had
 * none: `useData()` is `{}`. A page that cannot do without the data then fails where it reads it.
 */
import type { CompiledPage } from '../core/compiled-page.js'
import type { Diagnostic } from './diagnostics.js'
import { RULES } from '../core/diagnostics/rules.js'
import type { SiteData } from '../templates/page-data.js'

export type StaticProps = { props: Record<string, unknown> } | { failure: Diagnostic }

/** Runs the page's exported `getStaticProps` (`compiled.staticProps` says it has one) for a page in `locale`. */
export async function runStaticProps(exports: Record<string, unknown>, compiled: CompiledPage, where: { file: string; locale: string; site: SiteData }): Promise<StaticProps> {
  const fail = (reason: string): StaticProps => ({
    failure: { file: where.file, line: compiled.staticProps?.line, column: compiled.staticProps?.column, severity: 'warning', reason, hint: RULES['mdx/static-props-failed'].hint, ruleId: 'mdx/static-props-failed', source: 'site' },
  })
  const fn = exports.getStaticProps
  if (typeof fn !== 'function') return fail('`getStaticProps` is exported but is not a function')
  const { locales, defaultLocale } = where.site.i18n
  let result: unknown
  try {
    result = await fn({ params: {}, locale: where.locale, locales: locales.map((l) => l.locale), defaultLocale })
  } catch (error) {
    return fail(`\`getStaticProps\` failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
  }
  if (result === null || typeof result !== 'object') return fail('`getStaticProps` must return an object, such as `{ props: { ssg: data } }`')
  const props = (result as { props?: unknown }).props
  return { props: props && typeof props === 'object' ? (props as Record<string, unknown>) : {} }
}
