/**
 * The card thread's entry (.engine/card-worker.mjs): draws each card the main thread sends
 * (card-thread.ts) and hands its PNG back. Cards are drawn as they arrive, interleaved where
 * one waits on sharp.
 */
import { parentPort } from 'node:worker_threads'
import { renderCard, type CardSpec } from './card-image.js'

parentPort!.on('message', async ({ id, spec }: { id: number; spec: CardSpec }) => {
  try {
    const png = await renderCard(spec)
    // A Buffer may be a view of a larger shared pool: only a whole buffer of its own is transferred.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? png : Uint8Array.prototype.slice.call(png)
    parentPort!.postMessage({ id, png: own }, [own.buffer as ArrayBuffer])
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).stack ?? String(error) })
  }
})
