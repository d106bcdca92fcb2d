// axe-core run inside the page. @axe-core/playwright's analyze() runs the checks frame by frame,
// then opens a second page to merge them (runPartial + finishRun): 3.7–5.6 s an audit of a docs page
// of our website, against 0.7–1.1 s for axe.run in the page itself, with the same violations. Our
// pages have no frames; a page that has one is audited with AxeBuilder, so no frame goes unchecked.
import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** The violations axe-core finds on the page as it is now (every rule axe enables by default). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page: page as never }).analyze()).violations
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }))
  return results.violations
}
