/** Starts every vanilla behaviour; each returns at once when its markup is absent from the page. */
import { startAvatars } from './avatar.js'
import { startCategoryMenu } from './category-menu.js'
import { startChrome } from './chrome.js'
import { startCopyCode } from './copy-code.js'
import { startCopyPage } from './copy-page.js'
import { startDetails } from './details.js'
import { startErrorPage } from './error-page.js'
import { startLocaleSelect } from './locale-select.js'
import { startMermaid } from './mermaid.js'
import { startScroll } from './scroll.js'
import { startTabs } from './tabs.js'
import { startThemeSelect } from './theme-select.js'
import { startToc } from './toc.js'

export function startBehaviors(): void {
  startChrome()
  startCategoryMenu()
  startScroll()
  startToc()
  startTabs()
  startDetails()
  startCopyCode()
  startCopyPage()
  startErrorPage()
  startThemeSelect()
  startLocaleSelect()
  startAvatars()
  startMermaid()
}
