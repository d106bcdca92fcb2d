/**
 * theme-switch island: a select of light / dark / system (client/choices/theme.ts). Before
 * hydration the vanilla client/behaviors/theme-select.ts shows the stored choice and handles a
 * change; on hydration the island adopts the stored choice, and it follows other windows' changes.
 */
import { useEffect, useState } from 'react'
import { applyTheme, chooseTheme, readTheme, THEME_KEY, THEME_LABELS, type ThemeChoice } from '../choices/theme.js'

/** `label` names the select and `labels` its options, in the page's language (default English). */
export default function ThemeSwitch({ label = 'Theme', labels = THEME_LABELS }: { label?: string; labels?: Record<ThemeChoice, string> }) {
  const [choice, setChoice] = useState<ThemeChoice>('system')
  useEffect(() => {
    setChoice(readTheme())
    const onStorage = (e: StorageEvent) => {
      if (e.key !== THEME_KEY) return
      const next = readTheme()
      setChoice(next)
      applyTheme(next)
    }
    addEventListener('storage', onStorage)
    return () => removeEventListener('storage', onStorage)
  }, [])
  return (
    <label className="theme-switch">
      <span className="sr-only">{label}</span>
      <select
        value={choice}
        onChange={(e) => {
          const next = e.target.value as ThemeChoice
          setChoice(next)
          chooseTheme(next)
        }}
      >
        {(Object.keys(THEME_LABELS) as ThemeChoice[]).map((c) => (
          <option key={c} value={c}>{labels[c]}</option>
        ))}
      </select>
    </label>
  )
}
