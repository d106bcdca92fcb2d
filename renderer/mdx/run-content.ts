/**
 * Runs the `function-body` code of a compiled page and returns its MDX content component.
 * Pass the built-in components (`templates/mdx/components.tsx`) as the `components` prop.
 */
import { runSync } from '@mdx-js/mdx'
import type { MDXComponents } from 'mdx/types'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'

/** Props of page content; a plain record of components is accepted too. */
export type ContentProps = { components?: MDXComponents | Record<string, unknown> }

export function runContent(code: string): ComponentType<ContentProps> {
  const module = runSync(code, { ...runtime, baseUrl: import.meta.url })
  return module.default as ComponentType<ContentProps>
}
