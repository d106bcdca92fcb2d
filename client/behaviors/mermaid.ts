/**
 * Mermaid diagrams (renderer/mdx/mermaid.ts): each `figure[data-mermaid]` holds its source; when it
 * nears the viewport the library (its URL is the attribute's value) is imported and draws the SVG
 * in the page's theme, and draws it again when the theme changes. A diagram that fails to parse
 * keeps its source on view, with Mermaid's message after it.
 */
interface MermaidApi {
  initialize(config: Record<string, unknown>): void
  render(id: string, source: string): Promise<{ svg: string }>
}

let library: Promise<MermaidApi> | undefined
let counter = 0

export function startMermaid(): void {
  const figures = [...document.querySelectorAll<HTMLElement>('figure[data-mermaid]')]
  if (!figures.length) return
  const sources = new Map(figures.map((f) => [f, f.querySelector('.mermaid-source')?.textContent ?? '']))
  const drawn = new Set<HTMLElement>()
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const figure = entry.target as HTMLElement
      io.unobserve(figure)
      drawn.add(figure)
      void draw(figure, sources.get(figure)!)
    }
  }, { rootMargin: '200px' })
  for (const figure of figures) io.observe(figure)
  new MutationObserver(() => {
    for (const figure of drawn) void draw(figure, sources.get(figure)!)
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
}

async function draw(figure: HTMLElement, source: string): Promise<void> {
  library ??= import(/* @vite-ignore */ figure.dataset.mermaid!).then((m: { default: MermaidApi }) => m.default)
  const mermaid = await library
  const dark = document.documentElement.dataset.theme === 'dark'
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' })
  try {
    const { svg } = await mermaid.render(`mermaid-${++counter}`, source)
    figure.innerHTML = svg
    figure.dataset.drawn = dark ? 'dark' : 'light'
  } catch (error) {
    figure.dataset.drawn = 'error'
    figure.title = (error as Error).message
  }
}
