/**
 * Admonition name → Callout `type`: the names of Docusaurus (note, tip, info, warning, danger,
 * caution), Starlight and VitePress, and GitHub's important. Read by `:::name` containers
 * (renderer/mdx/remark-admonitions.ts) and Docusaurus's `<Admonition type>` (docusaurus.tsx).
 */
export const ADMONITION_TYPES: Record<string, string> = {
  note: 'info',
  info: 'info',
  tip: 'success',
  important: 'important',
  warning: 'warning',
  caution: 'warning',
  danger: 'error',
}
