/** The texts the chrome's islands show, from the locale's strings (the same props on the server and in the browser). */
import type { UiStrings } from '../../core/i18n/ui-strings.js'

export function themeSwitchProps(strings: UiStrings) {
  return { label: strings.theme, labels: { light: strings.themeLight, dark: strings.themeDark, system: strings.themeSystem } }
}

export function menuLabels(strings: UiStrings) {
  return { open: strings.openMenu, close: strings.closeMenu, menu: strings.menu }
}

export function newsletterLabels(strings: UiStrings) {
  return { subscribe: strings.subscribe, subscribed: strings.subscribed, error: strings.subscribeError, placeholder: strings.newsletterPlaceholder, email: strings.emailAddress }
}
