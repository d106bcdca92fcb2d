/**
 * The text of a file a page names (a `<<<` snippet, a file imported as text into a CodeBlock),
 * read only when it is a file of the project that is not private (private-files.ts): its text, or
 * that there is no such file, or why it may not be read.
 */
import { readFileSync, realpathSync } from 'node:fs'
import { realPathProblem } from '../private-files.js'

export type ProjectText = { text: string } | { missing: true } | { problem: string }

export function projectText(file: string, root: string): ProjectText {
  let real: string
  try {
    real = realpathSync(file)
  } catch {
    return { missing: true }
  }
  const problem = realPathProblem(real, realpathSync(root))
  if (problem) return { problem }
  try {
    return { text: readFileSync(real, 'utf8') }
  } catch (error) {
    return { problem: (error as Error).message }
  }
}
