// The SQLite store (libsql file) against the contract, plus its durability settings (STO-8).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createSqliteStore } from '../../api/stores/sqlite.js'
import { describeStoreContract } from './store-contract.js'

describeStoreContract('SQLite (libsql)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'))
  const file = path.join(dir, 'nested', 'newsletter.db')
  return { open: () => createSqliteStore({ path: file }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
})

test('SQLite store runs with WAL, synchronous=FULL, busy_timeout 5000, foreign keys (STO-8)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'))
  const store = await createSqliteStore({ path: path.join(dir, 'n.db') })
  try {
    expect(await store.pragmas()).toEqual({ journal_mode: 'wal', synchronous: 2, busy_timeout: 5000, foreign_keys: 1 })
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('one commit group mixing new, repeated, existing and pending addresses answers as one insert each would', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'))
  const file = path.join(dir, 'n.db')
  const store = await createSqliteStore({ path: file })
  let stored = 0
  try {
    expect(await store.subscribe('old@example.com')).toBe('created')
    // All of these are queued in one event-loop turn, so they share commit groups and merged inserts
    // (more than the 200 rows of one merged insert, with a pending insert breaking the run).
    const addresses = Array.from({ length: 450 }, (_, i) => (i % 3 === 0 ? 'old@example.com' : `n${i % 150}@example.com`))
    const calls = addresses.map((address, i) => store.subscribe(address, i === 77 ? { pending: true } : {}))
    calls.push(store.subscribe('pending@example.com', { pending: true }))
    const results = await Promise.all(calls)
    const created = new Map<string, number>()
    results.forEach((r, i) => r === 'created' && created.set(addresses[i] ?? 'pending@example.com', (created.get(addresses[i] ?? 'pending@example.com') ?? 0) + 1))
    expect(created.has('old@example.com')).toBe(false)
    const expected = new Set(addresses.filter((a) => a !== 'old@example.com'))
    expect(new Set(created.keys())).toEqual(new Set([...expected, 'pending@example.com']))
    expect([...created.values()].every((n) => n === 1)).toBe(true)
    stored = 1 + expected.size + 1
    expect(await store.count()).toBe(stored)
    expect(await store.status('pending@example.com')).toBe('pending')
    // The first write of n77 (index 77) asked for pending: it came first, so it decided the row.
    expect(await store.status(addresses[77])).toBe('pending')
  } finally {
    await store.close()
  }
  // Every answered write is in the file: a new connection sees them all.
  const reopened = await createSqliteStore({ path: file })
  try {
    expect(await reopened.count()).toBe(stored)
  } finally {
    await reopened.close()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('writes answered while a commit is in flight are grouped into the next one, none lost', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-sqlite-'))
  const store = await createSqliteStore({ path: path.join(dir, 'n.db') })
  try {
    const waves = await Promise.all(
      Array.from({ length: 20 }, (_, w) =>
        new Promise((resolve) => setTimeout(resolve, w)).then(() => Promise.all(Array.from({ length: 25 }, (_, i) => store.subscribe(`w${w}-${i}@example.com`)))),
      ),
    )
    expect(waves.flat().every((r) => r === 'created')).toBe(true)
    expect(await store.count()).toBe(500)
  } finally {
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
