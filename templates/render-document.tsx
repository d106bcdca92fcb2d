/**
 * renderDocument: PageData → a complete HTML document string. The one entry point the renderer
 * calls; layouts are chosen here from the page's theme settings.
 */
import { renderToString } from 'react-dom/server'
import type { PageData } from './page-data.js'
import { Head } from './Head.js'
import { PageLayout } from './layouts/PageLayout.js'

export function renderDocument(data: PageData): string {
  const head = renderToString(<Head data={data} />)
  const body = renderToString(<PageLayout data={data} />)
  return `<!doctype html>\n<html lang="${data.locale}" dir="${data.dir}">${head}<body>${body}</body></html>\n`
}
