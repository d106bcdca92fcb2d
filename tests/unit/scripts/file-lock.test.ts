// scripts/file-lock.mjs: the lock around the engine's build. Two `site` commands started at once
// while the engine's sources were newer than its bundle both rebuilt `.engine/`, and one loaded
// the other's half-written chunks (an equivalence run failed so, stop 36).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isHeld, untilUnlocked, withLock } from '../../../scripts/file-lock.mjs'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function lockPath(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-lock-'))
  dirs.push(dir)
  return path.join(dir, 'x.lock')
}

/** A pid no process has: one of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout)
}

/** A promise and the function that resolves it. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('the engine lock', () => {
  it('runs one holder at a time: the second starts after the first has ended, and the lock is gone after both', async () => {
    const file = await lockPath()
    const events: string[] = []
    const first = gate()
    const one = withLock(file, async () => {
      events.push('one starts')
      await first.opened
      events.push('one ends')
    })
    await expect.poll(() => events).toEqual(['one starts'])
    expect(isHeld(file)).toBe(true)
    const two = withLock(file, () => events.push('two starts'))
    // The second waits on the first, however long it takes.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(events).toEqual(['one starts'])
    first.open()
    await Promise.all([one, two])
    expect(events).toEqual(['one starts', 'one ends', 'two starts'])
    expect(existsSync(file)).toBe(false)
  })

  it('is released when its task throws', async () => {
    const file = await lockPath()
    await expect(withLock(file, () => Promise.reject(new Error('esbuild failed')))).rejects.toThrow('esbuild failed')
    expect(existsSync(file)).toBe(false)
  })

  it('takes over a lock left by a process that is gone', async () => {
    const file = await lockPath()
    await writeFile(file, String(deadPid()))
    expect(isHeld(file)).toBe(false)
    expect(await withLock(file, () => 'ran')).toBe('ran')
  })

  it('counts a lock without a pid yet as held while it is new, and as left over once it is old', async () => {
    const file = await lockPath()
    await writeFile(file, '')
    expect(isHeld(file)).toBe(true)
    const old = new Date(Date.now() - 60_000)
    await utimes(file, old, old)
    expect(isHeld(file)).toBe(false)
  })

  it('lets a process that found the engine fresh wait for one building it', async () => {
    const file = await lockPath()
    const building = gate()
    const held = withLock(file, () => building.opened)
    await expect.poll(() => existsSync(file)).toBe(true)
    let waited = false
    const waiting = untilUnlocked(file).then(() => (waited = true))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(waited).toBe(false)
    building.open()
    await Promise.all([held, waiting])
    expect(waited).toBe(true)
  })
})
