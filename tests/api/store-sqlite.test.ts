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
