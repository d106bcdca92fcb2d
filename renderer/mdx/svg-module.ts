/**
 * svgModule: the code of an imported `.svg` file, as Next.js sites with SVGR have it and as other
 * asset imports are. Its default export is both:
 *
 *   <Logo className="h-4" />     → the SVG inline (its root attributes, then the props; React's names)
 *   <img src={logo} />, `${logo}` → the published URL (the value converts to it: `toString`, `src`)
 *
 * So `import Logo from './logo.svg'` works whichever way the page uses it. The inner markup is the
 * site's own file, set as is.
 */

/** JavaScript (ESM) for an SVG file published at `url`. */
export function svgModule(source: string, url: string): string {
  const { attributes, inner } = parseSvg(source)
  return [
    `import { createElement, forwardRef } from 'react'`,
    `const attributes = ${JSON.stringify(attributes)}`,
    `const inner = ${JSON.stringify(inner)}`,
    `const Svg = forwardRef(function Svg({ children: _children, ...props }, ref) {`,
    `  return createElement('svg', { ...attributes, ...props, ref, dangerouslySetInnerHTML: { __html: inner } })`,
    `})`,
    `Svg.src = ${JSON.stringify(url)}`,
    `Svg.toString = () => Svg.src`,
    `export default Svg`,
    `export const ReactComponent = Svg`,
  ].join('\n')
}

/** The root `<svg>` element's attributes (as React props) and its inner markup. */
export function parseSvg(source: string): { attributes: Record<string, string | Record<string, string>>; inner: string } {
  const text = source.replace(/<\?xml[\s\S]*?\?>/g, '').replace(/<!DOCTYPE[\s\S]*?>/gi, '').replace(/<!--[\s\S]*?-->/g, '')
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(text)
  if (!open) return { attributes: {}, inner: '' }
  const close = text.lastIndexOf('</svg>')
  const inner = open[2] === '/' || close < 0 ? '' : text.slice(open.index + open[0].length, close).trim()
  const attributes: Record<string, string | Record<string, string>> = {}
  for (const match of open[1]!.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = match[3] ?? match[4] ?? ''
    const name = reactName(match[1]!)
    attributes[name] = name === 'style' ? styleObject(value) : value
  }
  return { attributes, inner }
}

/** An SVG attribute's React prop name: `class` → className, `stroke-width` → strokeWidth, `xlink:href` → xlinkHref. */
function reactName(name: string): string {
  if (name === 'class') return 'className'
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase())
}

/** `fill: red; stroke-width: 2` → { fill: 'red', strokeWidth: '2' }. */
function styleObject(value: string): Record<string, string> {
  const style: Record<string, string> = {}
  for (const part of value.split(';')) {
    const colon = part.indexOf(':')
    if (colon < 0) continue
    const key = part.slice(0, colon).trim()
    if (key) style[key.startsWith('--') ? key : key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = part.slice(colon + 1).trim()
  }
  return style
}
