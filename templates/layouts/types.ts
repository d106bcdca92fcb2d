/** The contract every layout implements (see templates/README.md, "Adding a layout"). */
import type { PageData } from '../page-data.js'

export interface LayoutProps {
  data: PageData
  /** The MDX components map (built-ins + marketing), passed to `<Content components>`. */
  components: Record<string, unknown>
}
