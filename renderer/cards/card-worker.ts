/**
 * The card thread's entry (.engine/card-worker.mjs): draws each card the main thread sends
 * (card-thread.ts) and writes its PNG where the message says (`to`), or hands it back when it
 * says nowhere or the file cannot be written. Cards are drawn as they arrive, interleaved where
 * one waits on sharp.
 */
import { parentPort } from 'node:worker_threads'
import { renderCard, type CardSpec } from './card-image.js'
import { writeWhole } from '../write-whole.js'

parentPort!.on('message', async ({ id, spec, to }: { id: number; spec: CardSpec; to?: string }) => {
  try {
    const png = await renderCard(spec)
    if (to && written(to, png)) {
      parentPort!.postMessage({ id, written: true })
      return
    }
    // A Buffer may be a view of a larger shared pool: only a whole buffer of its own is transferred.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? png : Uint8Array.prototype.slice.call(png)
    parentPort!.postMessage({ id, png: own }, [own.buffer as ArrayBuffer])
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) })
  }
})

/** Writes `png` whole to `file`; false when it cannot (a read-only or full disk: the main thread gets the PNG instead). */
function written(file: string, png: Uint8Array): boolean {
  try {
    writeWhole(file, png)
    return true
  } catch {
    return false
  }
}
