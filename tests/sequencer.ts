/**
 * Starts the longest test files first, so that the two forks finish together instead of one
 * running a long file alone at the end. A clean clone has no Vitest cache, whose order would be by
 * file size; `durations.json` holds each file's duration in seconds from a full run (refresh it
 * with `node scripts/test-durations.mjs` after one). Files it does not list run after those it
 * does, in Vitest's own order.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const durations = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byVitest = await super.sort(files)
    const duration = (file: TestSpecification) => durations[path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/')] ?? -1
    // Array.prototype.sort is stable: unlisted files (-1) keep Vitest's order among themselves.
    return byVitest.sort((a, b) => duration(b) - duration(a))
  }
}
