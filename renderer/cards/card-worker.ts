/**
 * The card thread's entry (.engine/card-worker.mjs): draws each card the main thread sends
 * (card-thread.ts) and writes its PNG where the message says (`to`), or hands it back when it
 * says nowhere or the file cannot be written. Cards are drawn as they arrive, interleaved where
 * one waits on sharp. Replies go together once the cards that arrived are drawn: a message per
 * card woke the main thread for each (stop 46).
 */
import { parentPort } from 'node:worker_threads'
import { renderCard, type CardSpec } from './card-image.js'
import { writeWhole } from '../write-whole.js'

export type CardReply = { id: number; written: true } | { id: number; png: Uint8Array } | { id: number; error: string }

const replies: CardReply[] = []
const moved: ArrayBuffer[] = []
let flushing = false

parentPort!.on('message', async ({ id, spec, to }: { id: number; spec: CardSpec; to?: string }) => {
  try {
    const png = await renderCard(spec)
    if (to && written(to, png)) return reply({ id, written: true })
    // A Buffer may be a view of a larger shared pool: only a whole buffer of its own is transferred.
    const own = png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? png : Uint8Array.prototype.slice.call(png)
    moved.push(own.buffer as ArrayBuffer)
    reply({ id, png: own })
  } catch (error) {
    reply({ id, error: (error as Error).stack ?? String(error) })
  }
})

/** Queues a card's reply; the queue goes once the messages waiting now are handled (`setImmediate` runs after them). */
function reply(message: CardReply): void {
  replies.push(message)
  if (flushing) return
  flushing = true
  setImmediate(() => {
    flushing = false
    parentPort!.postMessage(replies.splice(0), moved.splice(0))
  })
}

/** Writes `png` whole to `file`; false when it cannot (a read-only or full disk: the main thread gets the PNG instead). */
function written(file: string, png: Uint8Array): boolean {
  try {
    writeWhole(file, png)
    return true
  } catch {
    return false
  }
}
