/**
 * Tabs (Nextra API): `items` as labels or `{ label, disabled }`, `defaultIndex`, `selectedIndex`,
 * `storageKey`; `<Tabs items={['A', 'B']}><Tabs.Tab>…</Tabs.Tab><Tabs.Tab>…</Tabs.Tab></Tabs>`.
 * Server-rendered as an ARIA tablist; the first tab (or `defaultIndex`) is selected and the other
 * panels are `hidden`. A delegated client script switches tabs through the data attributes and
 * remembers the choice under `data-storage-key` when the `storageKey` prop is given. A panel gets
 * its ids and selection from the TabsContextProvider around it: a `Tab` outside `Tabs` is a
 * developer mistake and throws (spec §8).
 */
import { Children, createContext, isValidElement, useContext, useId, type ReactNode } from 'react'

/** A tab label: text or elements, or Nextra's `{ label, disabled }`. */
type TabItem = ReactNode | { label: ReactNode; disabled?: boolean }

interface TabsProps {
  items: TabItem[]
  storageKey?: string
  defaultIndex?: number
  /** Nextra's controlled index; on a server-rendered page it is the initially selected tab. */
  selectedIndex?: number
  children?: ReactNode
}

function isItemObject(item: TabItem): item is { label: ReactNode; disabled?: boolean } {
  return typeof item === 'object' && item !== null && !isValidElement(item) && 'label' in item
}

interface TabsContextValue {
  tabId: string
  panelId: string
  selected: boolean
}

const TabsContext = createContext<TabsContextValue | null>(null)

/** The ids and selection of the panel being rendered; throws outside a TabsContextProvider. */
export function useTabsContext(): TabsContextValue {
  const value = useContext(TabsContext)
  if (!value) throw new Error('useTabsContext must be used within a TabsContextProvider.')
  return value
}

function TabsRoot({ items = [], storageKey, defaultIndex = 0, selectedIndex, children }: TabsProps) {
  const base = useId().replace(/[^\w-]/g, '')
  const panels = Children.toArray(children).filter(isValidElement)
  const wanted = selectedIndex ?? defaultIndex
  const disabled = (i: number) => isItemObject(items[i]) && (items[i] as { disabled?: boolean }).disabled === true
  const first = panels.findIndex((_, i) => !disabled(i))
  const selected = wanted >= 0 && wanted < panels.length && !disabled(wanted) ? wanted : Math.max(0, first)
  const tabId = (i: number) => `tabs-${base}-tab-${i}`
  const panelId = (i: number) => `tabs-${base}-panel-${i}`
  return (
    <div className="tabs" data-tabs="" data-storage-key={storageKey}>
      <div className="tabs-list" role="tablist">
        {items.map((item, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className="tabs-tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            data-tab-index={i}
            disabled={disabled(i) || undefined}
            aria-disabled={disabled(i) || undefined}
          >
            {isItemObject(item) ? item.label : item}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <TabsContext.Provider key={i} value={{ tabId: tabId(i), panelId: panelId(i), selected: i === selected }}>
          {panel}
        </TabsContext.Provider>
      ))}
    </div>
  )
}

/** One panel; rendered inside `Tabs`, which gives it its ids and selection. */
export function Tab({ children }: { children?: ReactNode }) {
  const { tabId, panelId, selected } = useTabsContext()
  return (
    <div className="tabs-panel" role="tabpanel" id={panelId} aria-labelledby={tabId} tabIndex={0} data-tab-panel="" hidden={!selected}>
      {children}
    </div>
  )
}

export const Tabs = Object.assign(TabsRoot, { Tab })
