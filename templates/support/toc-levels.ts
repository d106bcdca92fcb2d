/**
 * The heading levels a page's table of contents lists: h2 and h3, or what its front matter asks
 * in the peers' keys: VitePress's `outline` (`2`, `[2, 4]`, `'deep'` for h2 to h6), Starlight's
 * `tableOfContents: { minHeadingLevel, maxHeadingLevel }`, Docusaurus's `toc_min_heading_level`
 * and `toc_max_heading_level`. Levels outside 2-6 are brought into it. Pure.
 */
export const DEFAULT_TOC_LEVELS: readonly [number, number] = [2, 3]

export function tocLevels(fm: Record<string, unknown>): readonly [number, number] {
  const [min, max] = asked(fm)
  const low = clamp(min ?? DEFAULT_TOC_LEVELS[0])
  const high = clamp(max ?? Math.max(low, DEFAULT_TOC_LEVELS[1]))
  return low === DEFAULT_TOC_LEVELS[0] && high === DEFAULT_TOC_LEVELS[1] ? DEFAULT_TOC_LEVELS : [low, Math.max(low, high)]
}

/** The levels the front matter names, either one left out. */
function asked(fm: Record<string, unknown>): [number | undefined, number | undefined] {
  const { outline, tableOfContents: toc } = fm
  if (outline === 'deep') return [2, 6]
  if (typeof outline === 'number') return [outline, outline]
  if (Array.isArray(outline) && outline.length === 2) return [num(outline[0]), num(outline[1])]
  if (toc && typeof toc === 'object' && !Array.isArray(toc)) {
    const { minHeadingLevel, maxHeadingLevel } = toc as Record<string, unknown>
    return [num(minHeadingLevel), num(maxHeadingLevel)]
  }
  return [num(fm.toc_min_heading_level), num(fm.toc_max_heading_level)]
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined
}

function clamp(level: number): number {
  return Math.min(6, Math.max(2, level))
}
