/**
 * Copy-code buttons and the small-screen word-wrap toggle of code blocks, one delegated listener.
 * NOTE: the button markup comes from renderer/mdx/rehype-code.ts (`<button data-copy>` in
 * `<figure data-code-block>`); keep the two in step.
 */
const CONFIRM_MS = 2000

/** Copies the block's text; shows the confirmation icon (data-copied) for 2 s. */
async function copy(button: HTMLElement): Promise<void> {
  const code = button.closest('[data-code-block]')?.querySelector('pre code') ?? button.closest('[data-code-block]')?.querySelector('pre')
  if (!code) return
  if (!navigator?.clipboard) {
    console.error('Access to clipboard rejected!')
    return
  }
  try {
    await navigator.clipboard.writeText((code.textContent ?? '').replace(/\n$/, ''))
  } catch {
    console.error('Failed to copy!')
    return
  }
  // The labels come with the markup, in the page's language (templates/mdx/Elements.tsx).
  const label = button.dataset.label ?? button.getAttribute('aria-label') ?? 'Copy code'
  button.dataset.label = label
  button.dataset.copied = ''
  button.setAttribute('aria-label', button.dataset.copiedLabel ?? 'Copied')
  clearTimeout(Number(button.dataset.timer))
  button.dataset.timer = String(
    setTimeout(() => {
      delete button.dataset.copied
      button.setAttribute('aria-label', label)
    }, CONFIRM_MS),
  )
}

export function startCopyCode(): void {
  const blocks = document.querySelectorAll<HTMLElement>('[data-code-block]')
  if (!blocks.length) return
  for (const block of blocks) {
    // The word-wrap toggle only matters (and only shows, by CSS) below 768 px; older markup lacks it.
    if (block.querySelector('[data-wrap]')) continue
    const wrap = document.createElement('button')
    wrap.type = 'button'
    wrap.dataset.wrap = ''
    wrap.setAttribute('aria-label', 'Toggle word wrap')
    wrap.setAttribute('aria-pressed', 'false')
    block.append(wrap)
  }
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null
    const copyButton = target?.closest<HTMLElement>('[data-copy]')
    if (copyButton) return void copy(copyButton)
    const wrapButton = target?.closest<HTMLElement>('[data-wrap]')
    if (wrapButton) {
      const block = wrapButton.closest<HTMLElement>('[data-code-block]')!
      const on = !block.hasAttribute('data-wrapped')
      block.toggleAttribute('data-wrapped', on)
      wrapButton.setAttribute('aria-pressed', String(on))
    }
  })
}
