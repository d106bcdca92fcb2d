/**
 * Images (spec §9): local raster images of public/ are measured before rendering (size after
 * EXIF orientation, content hash) so the Image component can set width/height and name its
 * variants; after rendering, every variant the HTML names (/_site/img/<name>.<hash>.<w>w.q<q>.<format>,
 * templates/support/image.ts) is encoded with sharp, AVIF or WebP, never wider than the original.
 *
 *   public files ──measureImages──▶ ImageInfo by public path ──(render)──▶ HTML
 *   HTML ──collect──▶ variant refs ──variants──▶ output files
 *
 * With a cache folder both steps are incremental: measurements are kept by path, size and mtime
 * (`manifest.json`), and encoded variants by their name, which holds the content hash, width,
 * quality and format. A warm build stats the images and copies the variants. sharp is loaded only
 * when the site has a raster image. A file sharp cannot read is a warning and stays a plain <img>.
 */
import { hash } from '../hashes.js'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import type { Report } from '../diagnostics.js'
import type { PublicFile } from './scan.js'
import { isRaster, parseVariantUrls, type ImageInfo, type VariantRef } from '../../templates/support/image.js'
import { posixRelative } from '../paths.js'
import { forEachLimited } from '../for-each-limited.js'
import { outputText } from '../output-text.js'

type Sharp = typeof import('sharp').default
type Contents = string | Uint8Array | { from: string }

export interface ImageStage {
  /** Measured images by public path ('/images/x.png'), for the render context. */
  info: Record<string, ImageInfo>
  /**
   * Notes the variants an output file names (HTML only; others are ignored), `known` when a
   * previous build recorded them for the same contents (the file is then not read); returns
   * them for the record (undefined when the site has no measured image).
   */
  collect(file: string, contents: Contents, known?: string[]): string[] | undefined
  /** Encodes (or takes from the cache) every variant collected so far. */
  variants(): Promise<Array<{ path: string; contents: Uint8Array | { from: string } }>>
  /** One variant by output path (`_site/img/…`), for `site dev`; undefined when it names no measured image. */
  variant(file: string): Promise<Uint8Array | { from: string } | undefined>
  /** For the stage line: images measured, variants written, variants encoded by this build, and the milliseconds spent measuring and encoding. */
  stats(): { images: number; variants: number; encoded: number; ms: number }
}

interface Measured extends ImageInfo {
  size: number
  mtimeMs: number
}

const MANIFEST = 'manifest.json'
/** Bump when encoding settings change: cached variants of an older salt are not reused. */
const ENCODE_SALT = 'v2'

/**
 * Measures the raster images among `publicFiles`. `cacheDir` (e.g. `.site-cache/images`) keeps
 * measurements and encoded variants between builds; without it everything happens in memory.
 * `root` is the project root, for the paths in diagnostics.
 */
export async function measureImages(publicFiles: PublicFile[], report: Report, options: { root: string; cacheDir?: string }): Promise<ImageStage> {
  const { root, cacheDir } = options
  const started = performance.now()
  let ms = 0
  const rasters = publicFiles.filter((f) => isRaster(f.relPath))
  const info: Record<string, ImageInfo> = {}
  const byHash = new Map<string, string>()
  const wanted = new Map<string, VariantRef>()
  let encoded = 0
  let written = 0
  let sharpModule: Sharp | undefined
  const loadSharp = async () => (sharpModule ??= (await import('sharp')).default)

  const manifest: Record<string, Measured> = cacheDir ? await readManifest(cacheDir) : {}
  const nextManifest: Record<string, Measured> = {}
  await forEachLimited(rasters, 8, async (file) => {
    const m = await measure(file, manifest[file.absPath], loadSharp, report, root)
    if (!m) return
    nextManifest[file.absPath] = m
    info[`/${file.relPath}`] = { width: m.width, height: m.height, hash: m.hash }
    byHash.set(m.hash, file.absPath)
  })
  if (cacheDir && rasters.length) {
    await mkdir(cacheDir, { recursive: true })
    await writeFile(path.join(cacheDir, MANIFEST), JSON.stringify(sortKeys(nextManifest)))
  }

  /** The encoded variant `ref`, from the cache when it holds it. */
  const variantFile = async (ref: VariantRef): Promise<Uint8Array | { from: string }> => {
    const cached = cacheDir && path.join(cacheDir, ENCODE_SALT, path.basename(ref.path))
    if (cached && existsSync(cached)) return { from: cached }
    const bytes = await encode(await loadSharp(), byHash.get(ref.hash)!, ref)
    encoded++
    if (!cached) return bytes
    const temp = `${cached}.${process.pid}.${encoded}.tmp`
    await writeFile(temp, bytes)
    await rename(temp, cached)
    return { from: cached }
  }

  ms += performance.now() - started
  return {
    info: sortKeys(info),
    collect(file, contents, known) {
      if (!byHash.size || !file.endsWith('.html')) return undefined
      const refs = known ? known.flatMap((variant) => parseVariantUrls(`/${variant}`)) : parseVariantUrls(outputText(contents))
      for (const ref of refs) if (byHash.has(ref.hash)) wanted.set(ref.path, ref)
      return [...new Set(refs.map((ref) => ref.path))]
    },
    async variants() {
      const began = performance.now()
      const refs = [...wanted.values()].sort((a, b) => (a.path < b.path ? -1 : 1))
      const out: Array<{ path: string; contents: Uint8Array | { from: string } }> = []
      if (cacheDir && refs.length) await mkdir(path.join(cacheDir, ENCODE_SALT), { recursive: true })
      // libvips threads each encode itself; a few at once keep the cores busy without piling up memory.
      await forEachLimited(refs, Math.max(2, Math.min(4, availableParallelism())), async (ref) => {
        out.push({ path: ref.path, contents: await variantFile(ref) })
      })
      written = out.length
      ms += performance.now() - began
      return out.sort((a, b) => (a.path < b.path ? -1 : 1))
    },
    async variant(file) {
      const ref = parseVariantUrls(`/${file}`)[0]
      if (!ref || ref.path !== file || !byHash.has(ref.hash)) return undefined
      if (cacheDir) await mkdir(path.join(cacheDir, ENCODE_SALT), { recursive: true })
      return variantFile(ref)
    },
    stats: () => ({ images: Object.keys(info).length, variants: written, encoded, ms }),
  }
}

/** The size and hash of `file`, from `known` when the file did not change since; undefined (and a warning) when it cannot be read. */
async function measure(file: PublicFile, known: Measured | undefined, loadSharp: () => Promise<Sharp>, report: Report, root: string): Promise<Measured | undefined> {
  try {
    const st = await stat(file.absPath)
    if (known && known.size === st.size && known.mtimeMs === st.mtimeMs) return known
    const bytes = await readFile(file.absPath)
    const meta = await (await loadSharp())(bytes).metadata()
    if (!meta.width || !meta.height) throw new Error('no dimensions')
    // Orientations 5–8 are stored rotated a quarter turn: the displayed image is height × width.
    const turned = (meta.orientation ?? 1) >= 5
    return {
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      hash: hash(bytes),
      size: st.size,
      mtimeMs: st.mtimeMs,
    }
  } catch (error) {
    report.warn({
      file: posixRelative(root, file.absPath),
      reason: `Image not optimised: ${(error as Error).message}`,
      ruleId: 'content/image-unreadable',
      source: 'site',
      hint: 'Check the file is a valid PNG, JPEG, WebP or AVIF image; it is copied as-is and shown without a srcset.',
    })
    return undefined
  }
}

/**
 * AVIF encoder effort (sharp's default is 4). One 4000×2250 JPEG, CPU time per variant at effort
 * 4 → 2: 3840w 33.0 → 3.8 s, 1920w 11.2 → 0.9 s, 640w 1.6 → 0.15 s; files 1.8–6 % larger.
 */
const AVIF_EFFORT = 2

/** One variant: auto-oriented, resized to `ref.width` (never enlarged), encoded at `ref.quality`. */
export async function encode(sharp: Sharp, file: string, ref: Pick<VariantRef, 'width' | 'quality' | 'format'>): Promise<Uint8Array> {
  const quality = Math.min(100, Math.max(1, ref.quality))
  const image = sharp(file).rotate().resize({ width: ref.width, withoutEnlargement: true })
  return ref.format === 'avif' ? image.avif({ quality, effort: AVIF_EFFORT }).toBuffer() : image.webp({ quality }).toBuffer()
}

async function readManifest(dir: string): Promise<Record<string, Measured>> {
  try {
    return JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as Record<string, Measured>
  } catch {
    return {}
  }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}
