/**
 * theme-switch island: a select of light / dark / system. Stores the choice under 'theme'
 * (spec §9) and applies it at once. NOTE: the pre-paint half is templates/theme/ThemeScript.tsx
 * (same key, same 'system' fallback, and the live OS-preference listener).
 */
import { useEffect, useState } from 'react'

export type ThemeChoice = 'light' | 'dark' | 'system'
const KEY = 'theme'
const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** The stored choice; unknown values fall back to 'system'. */
function readChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

/** Sets data-theme on <html> for a choice. */
function apply(choice: ThemeChoice): void {
  const root = document.documentElement
  if (root.dataset.themeForced) return
  const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  root.dataset.theme = dark ? 'dark' : 'light'
  root.style.colorScheme = root.dataset.theme
}

export default function ThemeSwitch({ label = 'Theme' }: { label?: string }) {
  const [choice, setChoice] = useState<ThemeChoice>('system')
  useEffect(() => {
    setChoice(readChoice())
    const onStorage = (e: StorageEvent) => {
      if (e.key !== KEY) return
      const next = readChoice()
      setChoice(next)
      apply(next)
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
          try {
            localStorage.setItem(KEY, next)
          } catch {
            // Storage may be disabled; the choice still applies to this page.
          }
          apply(next)
        }}
      >
        {(Object.keys(LABELS) as ThemeChoice[]).map((c) => (
          <option key={c} value={c}>{LABELS[c]}</option>
        ))}
      </select>
    </label>
  )
}
