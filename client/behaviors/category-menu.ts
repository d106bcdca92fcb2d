/**
 * Closes the blog's small-screen category menu when a page is shown again from the
 * back/forward cache, so going back never lands on an open menu. Following a link closes it too
 * (client/behaviors/chrome.ts, `details[data-close-on-nav]`).
 * NOTE: the markup is templates/blog/CategoryMenu.tsx.
 */
export function startCategoryMenu(): void {
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-category-menu] details[open]')) menu.open = false
  })
}
