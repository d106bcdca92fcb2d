/**
 * sharp, loaded when the first card or picture is drawn instead of when the engine loads: a build
 * whose cards all come from the cache never needs libvips (with semver and detect-libc, ~80 ms of
 * a one-page edit's main thread, 1,000 pages, stop 22).
 */
import { createRequire } from 'node:module'
import type sharpFactory from 'sharp'

const requirePackage = createRequire(import.meta.url)
let loaded: typeof sharpFactory | undefined

/** sharp's constructor: `sharp()(input, options)`. */
export const sharp = (): typeof sharpFactory => (loaded ??= requirePackage('sharp') as typeof sharpFactory)
