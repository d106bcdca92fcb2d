/**
 * Social cards: each page without an image of its own is shared with a generated 1200×630 PNG
 * (card-image.ts) of its title, section and the brand, at `/_site/cards/<hash>.png`, the hash of
 * what the picture shows. Planning a page registers its card (`add`, on the main thread, before
 * the page renders, so the page names it in og:image); the build starts rendering the registered
 * cards (`start`) while the pages render, a few at a time (on their own thread: card-thread.ts), into
 * `<root>/.site-cache/cards/`, so a warm build renders none, and `site dev` renders one when it is
 * asked for.
 */
import { hash as digest } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileIn } from '../paths.js'
import type { SocialImage } from '../../templates/page-data.js'
import { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from './card-image.js'
import { drawCard } from './card-thread.js'
import { renderPicture, type PictureSpec } from './picture-card.js'
import { writeWhole } from '../write-whole.js'
import { absoluteUrl } from '../../core/absolute-url.js'

/** Bump when card-image.ts draws differently: every card gets a new name. */
const CARD_VERSION = 'card-v3'
const PREFIX = '_site/cards/'
/** What `rendering` holds for a card handed to `start`'s `deliver`. */
const DELIVERED = Symbol('delivered')
/** Cards rendered at once; sharp spreads each over its own threads. */
const CONCURRENCY = 4

export interface CardFile {
  path: string
  contents: Uint8Array | { from: string }
}

export interface Cards {
  /** Registers the card of `spec` (a drawn card, or the PNG of a page's own SVG image); its share image (absolute URL, size, alt). */
  add(spec: CardSpec | PictureSpec): SocialImage
  /**
   * Starts rendering every card registered so far that is not rendered yet (or cached), in the
   * background, `concurrency` at a time. With `deliver` (kept for every later start), each card is
   * handed to it as soon as it is drawn and not kept: a build writes it at once (without the card
   * cache, a 10,000-page build held every PNG until the end). The card thread writes each PNG
   * itself, into the cache, or else where `stage` (the output sink's, kept like `deliver`) puts
   * the card's output file: a PNG handed back held the main thread's memory until a full
   * garbage collection (stop 44).
   */
  start(concurrency?: number, deliver?: (file: CardFile) => Promise<void>, stage?: (file: string) => string): void
  /** Every registered card not delivered as an output file (rendered now unless cached or started), in path order; resolves once every card was delivered too. */
  files(): Promise<CardFile[]>
  /** Starts no more cards and resolves when none is being drawn (a failed build); what was started is forgotten. */
  stop(): Promise<void>
  /** The PNG of the registered card at output path `file` (`_site/cards/…`), for `site dev`. */
  file(file: string): Promise<Uint8Array | undefined>
  /** Cards started (drawn or taken from the cache) and rendered by this process so far, and the milliseconds rendering took. */
  stats(): { started: number; rendered: number; ms: number }
}

/** The card registry of a site at `siteUrl`, caching rendered cards in `cacheDir` (none: render every time). */
export function createCards(siteUrl: string, cacheDir: string | undefined): Cards {
  const specs = new Map<string, CardSpec | PictureSpec>()
  const stats = { started: 0, rendered: 0, ms: 0 }
  /** The card's PNG, or the file `to` the card thread wrote it to. */
  const render = async (spec: CardSpec | PictureSpec, to: string | undefined): Promise<CardFile['contents']> => {
    const started = performance.now()
    const png = await ('picture' in spec ? renderPicture(spec) : drawCard(spec, to))
    stats.rendered++
    stats.ms += performance.now() - started
    return png ?? { from: to! }
  }
  const { keep, ready } = cacheKeeper(cacheDir)
  let stageTo: ((file: string) => string) | undefined
  /** The card at `file`: its cached file, or rendered now (and kept in the cache), into its staged output file without a cache. */
  const cached = async (file: string, spec: CardSpec | PictureSpec): Promise<CardFile['contents']> => {
    if (!cacheDir) return render(spec, stageTo?.(file))
    const stored = path.join(cacheDir, path.posix.basename(file))
    if (existsSync(stored)) return { from: stored }
    const drawn = await render(spec, ready() ? stored : undefined)
    if (drawn instanceof Uint8Array) keep(stored, drawn)
    return drawn
  }
  const listedFile = cacheListing(cacheDir)
  /** Each started card's file (or DELIVERED once handed to `deliver`), by output path. */
  const rendering = new Map<string, Promise<CardFile['contents'] | typeof DELIVERED>>()
  const slots = limiter(CONCURRENCY)
  let stopped = false
  let deliverTo: ((file: CardFile) => Promise<void>) | undefined
  const start = (concurrency = CONCURRENCY, deliver = deliverTo, stage = stageTo) => {
    stopped = false
    deliverTo = deliver
    stageTo = stage
    slots.setLimit(concurrency)
    for (const file of [...specs.keys()].sort()) {
      if (rendering.has(file)) continue
      const spec = specs.get(file)!
      stats.started++
      // A card in the cache takes no slot: a warm build hands its file on at once.
      const kept = listedFile(file)
      const contents = kept ? Promise.resolve(kept) : slots.run(() => (stopped ? Promise.reject(new Error('Card rendering was stopped')) : cached(file, spec)))
      const settled = deliver ? contents.then(async (drawn): Promise<typeof DELIVERED> => (await deliver({ path: file, contents: drawn }), DELIVERED)) : contents
      settled.catch(() => {}) // reported by `files`, which awaits it
      rendering.set(file, settled)
    }
  }
  return {
    add(spec) {
      // A picture is named by its bytes, not its path: the same on every machine.
      const named = 'picture' in spec ? `picture\0${spec.digest}` : JSON.stringify(spec)
      const file = `${PREFIX}${digest('sha256', `${CARD_VERSION}\0${named}`, 'hex').slice(0, 16)}.png`
      specs.set(file, spec)
      const alt = 'picture' in spec ? spec.alt : [spec.title, spec.section, spec.brand].filter(Boolean).join(' · ')
      return { url: absoluteUrl(`/${file}`, siteUrl), alt, width: CARD_WIDTH, height: CARD_HEIGHT, type: 'image/png' }
    },
    start,
    async files() {
      start()
      const files = await Promise.all([...specs.keys()].sort().map(async (file) => ({ path: file, contents: await rendering.get(file)! })))
      return files.filter((file): file is CardFile => file.contents !== DELIVERED)
    },
    async stop() {
      stopped = true
      slots.setLimit(CONCURRENCY) // what waits for a slot is dropped at once
      await Promise.allSettled(rendering.values())
      rendering.clear()
    },
    async file(file) {
      const spec = specs.get(file)
      if (!spec) return undefined
      const started = await rendering.get(file)
      const contents = started === undefined || started === DELIVERED ? await cached(file, spec) : started
      return contents instanceof Uint8Array ? contents : readFile(contents.from)
    },
    stats: () => ({ ...stats }),
  }
}

/**
 * Keeps a rendered card in the cache: written whole, then renamed (a reader never sees half a
 * file). Synchronous, as the sinks write: through `fs/promises` a write and a rename of a 20 KB
 * card cost ~210 µs of CPU on these machines against ~30 µs, and a recursive mkdir of a folder
 * that exists ~86 µs; a first 10,000-page build (a fresh checkout's, writing its cache) spent
 * about 3 s of its main thread there (`--cpu-prof`).
 */
function cacheKeeper(cacheDir: string | undefined): { keep(stored: string, png: Uint8Array): void; ready(): boolean } {
  let made = false
  /** Whether the cache's folder is there to write into (made on first use). */
  const ready = () => {
    try {
      if (!made) mkdirSync(cacheDir!, { recursive: true })
      made = true
    } catch {
      // Read-only or full disk, or no folder: the next build draws the card again.
    }
    return made
  }
  const keep = (stored: string, png: Uint8Array) => {
    try {
      if (ready()) writeWhole(stored, png)
    } catch {
      // As above.
    }
  }
  return { keep, ready }
}

/** The cached file of a card, from the cache's listing made on first use: a warm build of 10,000 pages spent 58 ms asking for each card's file. */
function cacheListing(cacheDir: string | undefined): (file: string) => { from: string } | undefined {
  let listed: Set<string> | undefined
  const named = cacheDir ? fileIn(cacheDir) : undefined
  return (file) => {
    if (!cacheDir) return undefined
    listed ??= new Set(listing(cacheDir))
    const name = path.posix.basename(file)
    return listed.has(name) ? { from: named!(name) } : undefined
  }
}

/** The files of the card cache: none when it cannot be read (then every card is drawn). */
function listing(cacheDir: string): string[] {
  try {
    return readdirSync(cacheDir)
  } catch {
    return []
  }
}

/** Runs the tasks given to it at most `limit` at a time, in the order given; the limit can change. */
function limiter(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []
  const next = () => {
    while (running < limit && waiting.length) {
      running++
      waiting.shift()!()
    }
  }
  return {
    setLimit(n: number) {
      limit = n
      next()
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        next()
      })
      try {
        return await task()
      } finally {
        running--
        next()
      }
    },
  }
}
