/** The locale's engine texts for components below the document root (English outside a layout). */
import { UI_STRINGS_EN, type UiStrings } from '../../core/i18n/ui-strings.js'
import { useSite } from '../site-context.js'

export function useStrings(): UiStrings {
  return useSite()?.strings ?? UI_STRINGS_EN
}
