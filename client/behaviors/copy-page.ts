/**
 * The "Copy page" button (templates/theme/CopyPage.tsx): copies the page's Markdown twin. The
 * clipboard write starts inside the click (a ClipboardItem whose text is still being fetched), so
 * browsers that demand a user gesture accept it; the status line says what happened.
 */
const CONFIRM_MS = 2000

async function copyPage(button: HTMLElement): Promise<void> {
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-page-status]')
  const text = fetch(button.dataset.copyPage!).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    return res.text()
  })
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })])
    } else {
      await navigator.clipboard.writeText(await text)
    }
  } catch {
    text.catch(() => {})
    if (status) status.textContent = status.dataset.failed ?? 'Could not copy the page'
    button.dataset.copyState = 'failed'
    return
  }
  if (status) status.textContent = status.dataset.copied ?? 'Copied the page as Markdown'
  button.dataset.copyState = 'copied'
  clearTimeout(Number(button.dataset.timer))
  button.dataset.timer = String(
    setTimeout(() => {
      delete button.dataset.copyState
      if (status) status.textContent = ''
    }, CONFIRM_MS),
  )
}

export function startCopyPage(): void {
  if (!document.querySelector('[data-copy-page]')) return
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-page]')
    if (button) void copyPage(button)
  })
}
