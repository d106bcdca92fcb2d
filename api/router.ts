/** The tRPC router of the site's API: procedure paths are `newsletterSubscription.<name>`. */
import { newsletterRouter } from './newsletter.js'
import { router } from './trpc.js'

export const appRouter = router({ newsletterSubscription: newsletterRouter })
export type AppRouter = typeof appRouter
