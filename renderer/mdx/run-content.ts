/** runContent: turns compiled `function-body` code into the page's React component. */
import { runSync } from '@mdx-js/mdx'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'

export type ContentComponent = ComponentType<{ components?: Record<string, unknown> }>

export function runContent(code: string): ContentComponent {
  return runSync(code, { ...runtime, baseUrl: import.meta.url }).default as ContentComponent
}
