// Tabs: the server markup of a tab list and its panels, and the developer error of spec §8 for a
// panel used outside Tabs.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Tab, Tabs } from '../../../templates/mdx/Tabs.js'

describe('Tabs', () => {
  it('links each tab to its panel and shows only the selected panel', () => {
    const html = renderToString(
      <Tabs items={['npm', 'pnpm']} defaultIndex={1} storageKey="pm">
        <Tab>npm install</Tab>
        <Tab>pnpm add</Tab>
      </Tabs>,
    )
    const tabs = [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => m[0])
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0])
    expect(tabs).toHaveLength(2)
    expect(panels).toHaveLength(2)
    for (const [i, tab] of tabs.entries()) {
      const panelId = /aria-controls="([^"]+)"/.exec(tab)![1]
      expect(panels[i]).toContain(`id="${panelId}"`)
      expect(panels[i]).toContain(`aria-labelledby="${/id="([^"]+)"/.exec(tab)![1]}"`)
    }
    expect(tabs[1]).toContain('aria-selected="true"')
    expect(panels[0]).toContain('hidden')
    expect(panels[1]).not.toContain('hidden')
    expect(html).toContain('data-storage-key="pm"')
  })

  it('throws the developer error for a Tab outside Tabs', () => {
    expect(() => renderToString(<Tab>alone</Tab>)).toThrow('useTabsContext must be used within a TabsContextProvider.')
  })
})
