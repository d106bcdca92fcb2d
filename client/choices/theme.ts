/**
 * The visitor's theme choice: light / dark / system, stored under 'theme' (spec §9), applied as
 * data-theme on <html>. Shared by the vanilla select handler that works before hydration
 * (client/behaviors/theme-select.ts) and the theme-switch island. NOTE: the pre-paint half is
 * templates/theme/ThemeScript.tsx (same key, same 'system' fallback).
 */
export type ThemeChoice = 'light' | 'dark' | 'system'
export const THEME_KEY = 'theme'
export const THEME_LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** The stored choice; unknown values fall back to 'system'. */
export function readTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_KEY)
    return value === 'light' || value === 'dark' ? value : 'system'
  } catch {
    return 'system'
  }
}

/** Stores a choice and applies it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Storage may be disabled; the choice still applies to this page.
  }
  applyTheme(choice)
}

/** Sets data-theme on <html> for a choice (not on a page whose theme is forced). */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement
  if (root.dataset.themeForced) return
  const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  root.dataset.theme = dark ? 'dark' : 'light'
  root.style.colorScheme = root.dataset.theme
}
