/**
 * Nextra 3's `theme.topContent` / `theme.bottomContent`: a component (or element) of a `_meta`
 * module drawn above or below a page's content, with the page's hooks (useConfig, useRouter).
 * The plan keeps a reference in the page's theme (renderer/stages/meta.ts); a page worker runs the
 * module's bundled code once and takes the component from the entry the reference names.
 *
 *   blog/_meta.tsx  { '*': { theme: { topContent: TopContent } } }
 *   → every page of blog/ has theme.topContent = { file: 'content/blog/_meta.tsx', key: '*' }
 *   → the worker draws <TopContent /> above the page's content
 */
import type { ComponentType, ReactNode } from 'react'
import type { DrawnContentRef, PageTheme } from '../core/config/schema.js'
import { runMetaModule } from './meta-module.js'

/** What a page draws above and below its content. */
export interface DrawnContent {
  topContent?: ComponentType | ReactNode
  bottomContent?: ComponentType | ReactNode
}

/** The default export of each module run in this thread, by its file: the latest code only (`site dev` edits them). */
const modules = new Map<string, { code: string; loaded: Promise<unknown> }>()

/** The components `theme` draws, from the bundled `_meta` modules in `metaModules`. */
export async function drawnContentOf(theme: Pick<PageTheme, 'topContent' | 'bottomContent'>, metaModules: Record<string, string> | undefined, root: string): Promise<DrawnContent> {
  if (!theme.topContent && !theme.bottomContent) return {}
  const [topContent, bottomContent] = await Promise.all([
    component(theme.topContent, 'topContent', metaModules, root),
    component(theme.bottomContent, 'bottomContent', metaModules, root),
  ])
  return { topContent, bottomContent }
}

async function component(ref: DrawnContentRef | undefined, name: keyof DrawnContent, metaModules: Record<string, string> | undefined, root: string): Promise<DrawnContent[typeof name]> {
  const code = ref && metaModules?.[ref.file]
  if (!ref || code === undefined) return undefined
  let run = modules.get(ref.file)
  if (run?.code !== code) modules.set(ref.file, (run = { code, loaded: runMetaModule(code, root) }))
  const entry = ((await run.loaded) as Record<string, { theme?: DrawnContent } | undefined> | undefined)?.[ref.key]
  return entry?.theme?.[name]
}
