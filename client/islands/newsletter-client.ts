/**
 * The newsletter's tRPC call (batching and streaming link, header x-trpc-source: web), typed by the
 * API's router. A module of its own, importing @trpc/client statically, loaded by the form on first
 * submit: a dynamic `import('@trpc/client')` would keep every export of the package in the chunk
 * (18.6 KB gzip against 8.4 KB). NOTE: server half is api/router.ts.
 */
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client'
import type { AppRouter } from '../../api/router.js'

/** Creates the client; call it in the browser only (never at module top: SSR-safe). */
export function createSubscribe(): (email: string) => Promise<unknown> {
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: '/api/trpc', headers: { 'x-trpc-source': 'web' } })],
  })
  return (email) => client.newsletterSubscription.post.mutate({ email })
}
