// The Postgres store against the contract, on a real PostgreSQL 15 started for this file; plus the
// unavailable-database path (STO-9): a dead server answers within the timeout, no hang.
import { expect, test } from 'vitest'
import { createPostgresStore } from '../../api/stores/postgres.js'
import { StoreUnavailableError } from '../../api/stores/types.js'
import { startPostgres, type PgCluster } from './helpers/postgres.js'
import { describeStoreContract } from './store-contract.js'

let cluster: PgCluster | null = null

describeStoreContract('Postgres 15', async () => {
  cluster = await startPostgres()
  if (!cluster) return null
  const { connectionString } = cluster
  return { open: () => createPostgresStore({ connectionString }), cleanup: async () => cluster?.destroy() }
})

test('a dead server fails fast with StoreUnavailableError (STO-9)', async ({ skip }) => {
  const pg = await startPostgres()
  if (!pg) return skip()
  try {
    const store = await createPostgresStore({ connectionString: pg.connectionString, timeoutMs: 2000 })
    await store.subscribe('alive@example.com')
    pg.stop()
    // Fails (within the store's 2 s time-out; the test's own limit is far above), never hangs.
    await expect(store.subscribe('dead@example.com')).rejects.toBeInstanceOf(StoreUnavailableError)
    await store.close()
  } finally {
    pg.destroy()
  }
})
