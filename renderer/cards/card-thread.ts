/**
 * Cards drawn on a thread of their own (card-worker.ts), started on the first card. The main thread
 * of a cold 10,000-page build was busy for about 36 s of its 40 (`--cpu-prof`): it writes every
 * output, takes every page's result, and drew every card (blending the title's pixels, deflating
 * its rows, starting sharp), so the page workers waited on it. Without the bundle (the engine
 * running from its sources, as in unit tests) cards are drawn in this thread.
 */
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { renderCard, type CardSpec } from './card-image.js'
import type { CardReply } from './card-worker.js'

/** The card thread's bundle: beside this module, or one folder up when it sits in a shared chunk. */
const CARD_WORKER_FILE = ['./card-worker.mjs', '../card-worker.mjs'].map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((file) => existsSync(file))

/** The PNG of the card `spec`, or nothing once the card thread wrote it to `to` (card-worker.ts). */
export const drawCard = cardThread(CARD_WORKER_FILE)

/** Draws the card `spec`: its PNG, or nothing once written to `to` (drawn on this thread, a card is never written there). */
type CardDrawer = (spec: CardSpec, to?: string) => Promise<Uint8Array | undefined>

interface Running {
  worker: Worker
  waiting: Map<number, { resolve: (png: Uint8Array | undefined) => void; reject: (error: Error) => void }>
  nextId: number
}

/**
 * A card drawer on the thread running `file` (card-worker.ts), or in this thread without one. The
 * thread holds the process open only while it draws; a thread that stops fails the cards it held,
 * and the next card starts a new one.
 */
export function cardThread(file: string | undefined): CardDrawer {
  if (!file) return (spec) => renderCard(spec)
  let running: Running | undefined
  const start = (): Running => {
    const current: Running = { worker: new Worker(file), waiting: new Map(), nextId: 0 }
    current.worker.unref()
    current.worker.on('message', (replies: CardReply[]) => {
      for (const reply of replies) {
        const waiter = current.waiting.get(reply.id)
        current.waiting.delete(reply.id)
        if ('error' in reply) waiter?.reject(new Error(reply.error))
        else waiter?.resolve('png' in reply ? reply.png : undefined)
      }
      if (current.waiting.size === 0) current.worker.unref()
    })
    const fail = (error: Error) => {
      if (running === current) running = undefined
      for (const waiter of current.waiting.values()) waiter.reject(error)
      current.waiting.clear()
    }
    current.worker.on('error', fail)
    current.worker.on('exit', (code) => fail(new Error(`The card thread stopped (exit code ${code}).`)))
    return current
  }
  return (spec, to) => {
    const current = (running ??= start())
    const id = current.nextId++
    if (current.waiting.size === 0) current.worker.ref()
    return new Promise((resolve, reject) => {
      current.waiting.set(id, { resolve, reject })
      current.worker.postMessage({ id, spec, to })
    })
  }
}
