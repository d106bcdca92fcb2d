// Bundles the engine once before the suite, so CLI tests and worker threads run the current code.
import { buildEngine } from '../scripts/build-engine.mjs'

export default async function setup(): Promise<void> {
  await buildEngine()
}
