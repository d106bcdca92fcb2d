/**
 * What the MDX plugins leave in `file.data` for `compilePage` to read (typed vfile data).
 */
import type { Heading, LinkRef, SearchSection } from '../../core/compiled-page.js'

declare module 'vfile' {
  interface DataMap {
    /** Input: include code blocks in search sections (default true). */
    searchCodeBlocks: boolean
    headings: Heading[]
    links: LinkRef[]
    ids: string[]
    sections: SearchSection[]
  }
}

export {}
