// The D1 store against the contract, for real under workerd (Miniflare 3) with a persisted local
// D1 database, driven through a test-only worker that runs one store method per request.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Miniflare } from 'miniflare'
import type { RateLimiter, SubscriberStore } from '../../api/stores/types.js'
import { d1StoreWorker } from './helpers/worker.js'
import { boundedDispatch } from './helpers/workerd-fetch.js'
import { describeStoreContract } from './store-contract.js'

describeStoreContract('Cloudflare D1 (workerd)', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-d1-data-'))
  const scriptPath = await d1StoreWorker()
  const open = async (): Promise<SubscriberStore & RateLimiter> => {
    const mf = new Miniflare({
      modules: true,
      modulesRoot: path.dirname(scriptPath),
      scriptPath,
      compatibilityDate: '2024-09-23',
      d1Databases: { DB: 'contract-db' },
      d1Persist: dir,
    })
    const dispatch = boundedDispatch(mf)
    const call = async (method: string, ...args: unknown[]) => {
      const res = await dispatch('http://localhost/', { method: 'POST', body: JSON.stringify({ method, args }) })
      const body = (await res.json()) as { result?: unknown; error?: string }
      if (body.error) throw new Error(body.error)
      return body.result as never
    }
    return {
      subscribe: (...a) => call('subscribe', ...a),
      count: () => call('count'),
      status: (...a) => call('status', ...a),
      issueTokens: (...a) => call('issueTokens', ...a),
      confirm: (...a) => call('confirm', ...a),
      unsubscribe: (...a) => call('unsubscribe', ...a),
      hit: (...a) => call('hit', ...a),
      close: () => mf.dispose(),
    }
  }
  return { open, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
})
