/**
 * Avatars (`[data-avatar]` from templates/theme/Avatar.tsx): the image-loading states of spec §4.
 * The server renders `idle` (or `error` without a picture); this moves each avatar to `loading`
 * while its picture is on its way, then to `loaded` (the initials hide) or `error` (the picture is
 * removed from the layout). A picture that settled before this script ran is read from
 * `complete`/`naturalWidth`, so the state is right whenever the script arrives.
 */
export function startAvatars(): void {
  for (const avatar of document.querySelectorAll<HTMLElement>('[data-avatar]')) {
    const img = avatar.querySelector('img')
    if (!img) {
      avatar.dataset.state = 'error'
      continue
    }
    if (img.complete) {
      avatar.dataset.state = img.naturalWidth > 0 ? 'loaded' : 'error'
      continue
    }
    avatar.dataset.state = 'loading'
    img.addEventListener('load', () => (avatar.dataset.state = 'loaded'), { once: true })
    img.addEventListener('error', () => (avatar.dataset.state = 'error'), { once: true })
  }
}
