/** True when a page's front matter keeps it out of indexes: `noindex: true`, or a draft (shown by `site dev` only). */
export function isNoindex(frontMatter: Record<string, unknown> | undefined): boolean {
  return frontMatter?.noindex === true || frontMatter?.draft === true
}
