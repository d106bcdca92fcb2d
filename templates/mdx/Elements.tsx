/**
 * Nextra's small element components: `Table` (+ `Table.Th`/`Tr`/`Td`, also exported alone), `Code`,
 * `Pre` (`filename`), `Summary` (inside `Details`), `Link` (next/link's API) and `Image`
 * (next/image's API: `src` a URL or an imported image).
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { UI_STRINGS_EN } from '../../core/i18n/ui-strings.js'
import { MarkdownImage } from '../theme/Image.js'
import { useSite } from '../site-context.js'

/** A table that scrolls sideways on narrow screens instead of overflowing the page (focusable, so it scrolls from the keyboard too). */
function TableRoot(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  )
}

export const Th = (props: ComponentPropsWithoutRef<'th'>) => <th {...props} />
export const Tr = (props: ComponentPropsWithoutRef<'tr'>) => <tr {...props} />
export const Td = (props: ComponentPropsWithoutRef<'td'>) => <td {...props} />
export const Table = Object.assign(TableRoot, { Th, Tr, Td })

export const Code = (props: ComponentPropsWithoutRef<'code'>) => <code {...props} />

type ButtonProps = ComponentPropsWithoutRef<'button'> & { 'data-copy'?: string; 'data-wrap'?: string }

/**
 * The copy and wrap buttons of a fenced code block (renderer/mdx/rehype-code.ts), labelled in the
 * page's locale; the copy button carries its "copied" label for the client. Other buttons as written.
 */
export function CodeBlockButton(props: ButtonProps) {
  const strings = useSite()?.strings ?? UI_STRINGS_EN
  const copy = props['data-copy'] !== undefined
  const label = copy ? strings.copyCode : props['data-wrap'] !== undefined ? strings.toggleWordWrap : undefined
  if (!label) return <button {...props} />
  return <button {...props} aria-label={label} title={label} {...(copy ? { 'data-copied-label': strings.copied } : {})} />
}

/** A code block written as JSX; `filename` titles it like a fence's `filename=`. */
export function Pre({ filename, hasCopyCode: _copy, children, ...rest }: ComponentPropsWithoutRef<'pre'> & { filename?: ReactNode; hasCopyCode?: boolean }) {
  return (
    <figure data-code-block="">
      {filename ? <figcaption data-code-title="">{filename}</figcaption> : null}
      <pre tabIndex={0} {...rest}>
        {children}
      </pre>
    </figure>
  )
}

export const Summary = (props: ComponentPropsWithoutRef<'summary'>) => <summary {...props} />

type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string | { pathname?: string; hash?: string }; prefetch?: unknown; replace?: unknown; scroll?: unknown; passHref?: unknown; legacyBehavior?: unknown; locale?: unknown; shallow?: unknown }

/** next/link's Link as a plain anchor (its routing props mean nothing in a static page). */
export function Link({ href, prefetch: _p, replace: _r, scroll: _s, passHref: _ph, legacyBehavior: _l, locale: _lo, shallow: _sh, ...rest }: LinkProps) {
  const target = typeof href === 'string' ? href : `${href.pathname ?? ''}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`
  return <a href={target} {...rest} />
}

type ImageSource = string | { src: string; width?: number; height?: number }
type NextImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src'> & { src: ImageSource; priority?: boolean; fill?: boolean; placeholder?: unknown; blurDataURL?: unknown; quality?: unknown; unoptimized?: unknown; loader?: unknown }

/** next/image's Image: measured local images get their size and srcsets like Markdown images. */
export function Image({ src, priority: _p, fill: _f, placeholder: _ph, blurDataURL: _b, quality: _q, unoptimized: _u, loader: _l, ...rest }: NextImageProps) {
  const url = typeof src === 'string' || src instanceof String ? String(src) : src.src
  const size = typeof src === 'object' && !(src instanceof String) ? { width: src.width, height: src.height } : {}
  return <MarkdownImage src={url} {...size} {...rest} />
}
