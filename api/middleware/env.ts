/** What the API's middleware hands on to the routes through Hono's context variables. */
export interface ApiEnv {
  Variables: {
    /** The procedure paths of a tRPC batch call (for the error shape), null for a single call or a form. */
    paths: string[] | null
    /** The request body, read and checked by `readBody` (middleware/body.ts). */
    body: string
  }
}
