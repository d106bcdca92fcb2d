/**
 * Avatar: a round picture of a person over their initials (spec §4 image loading: idle, loading,
 * loaded, error; the fallback shows unless loaded). The wrapper carries the name (role img); the
 * picture has an empty alt and no size attributes, so a picture that fails to load draws nothing
 * (no broken-image icon, no alt text) and the initials under it stay readable, with or without
 * JavaScript. client/behaviors/avatar.ts moves `data-state` from idle to loading, then loaded or
 * error; the initials are hidden once loaded (content.css).
 */

/** Initials of a name, for the avatar fallback. */
export function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('')
}

/** `alt`: the person's name (the initials come from it); `decorative` when the name is written next to it. */
export function Avatar({ src, alt, size = 40, fallback, className, decorative = false }: { src?: string; alt: string; size?: number; fallback?: string; className?: string; decorative?: boolean }) {
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt }
  return (
    <span className={className ? `avatar ${className}` : 'avatar'} data-avatar="" data-state={src ? 'idle' : 'error'} {...label} style={{ width: size, height: size }}>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" /> : null}
      <span className="avatar-fallback" aria-hidden="true">{fallback ?? initials(alt)}</span>
    </span>
  )
}
