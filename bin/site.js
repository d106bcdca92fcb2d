#!/usr/bin/env node
// The `site` executable: rebuilds the engine bundle when a source changed, then runs the CLI.
// React renders without its development checks unless asked otherwise (workers inherit this).
process.env.NODE_ENV ??= 'production'
import { ensureEngine } from '../scripts/build-engine.mjs'

await ensureEngine()
const { main } = await import('../.engine/cli.mjs')
await main(process.argv)
