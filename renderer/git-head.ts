/**
 * gitHead: the commit checked out in the repository that holds a folder, read from git's own
 * files (`.git/HEAD`, the ref it names, `packed-refs`; a worktree's `.git` file and `commondir`)
 * instead of starting `git rev-parse HEAD`, whose process cost 50-150 ms of a build's main thread
 * (stop 22). What the files do not answer (`GIT_DIR`, reftable refs, a branch without commits)
 * is asked of git itself. '' outside a repository or without git.
 */
import { execFile } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'
import { readTextIfAny } from './read-text.js'

const COMMIT = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

/** The checked-out commit of the repository holding `dir`, or ''. */
export async function gitHead(dir: string): Promise<string> {
  if (process.env.GIT_DIR) return revParseHead(dir)
  const gitDir = gitDirOf(dir)
  if (!gitDir) return ''
  return headFromFiles(gitDir) ?? revParseHead(dir)
}

/**
 * The `shallow` file of the repository holding `dir` (it may not exist): a shallow clone's
 * history changes when it is deepened, at the same commit.
 */
export function shallowFileOf(dir: string): string | undefined {
  const gitDir = gitDirOf(dir)
  return gitDir && path.join(commonDirOf(gitDir), 'shallow')
}

/** The git folder of the repository holding `dir`: the nearest `.git` folder, or where a `.git` file (a worktree, a submodule) points. */
function gitDirOf(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const dotGit = path.join(current, '.git')
    const info = statSync(dotGit, { throwIfNoEntry: false })
    if (info?.isDirectory()) return dotGit
    if (info?.isFile()) {
      const target = /^gitdir: (.+)$/m.exec(readTextIfAny(dotGit) ?? '')?.[1]?.trim()
      return target ? path.resolve(current, target) : undefined
    }
    if (path.dirname(current) === current) return undefined
  }
}

/** HEAD's commit from the files of `gitDir`, or undefined when they do not say (the caller asks git). */
function headFromFiles(gitDir: string): string | undefined {
  const head = readTextIfAny(path.join(gitDir, 'HEAD'))?.trim()
  if (!head) return undefined
  if (COMMIT.test(head)) return head
  const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1]
  if (!ref) return undefined
  const commonDir = commonDirOf(gitDir)
  for (const base of new Set([gitDir, commonDir])) {
    const loose = readTextIfAny(path.join(base, ref))?.trim()
    if (loose && COMMIT.test(loose)) return loose
  }
  for (const line of (readTextIfAny(path.join(commonDir, 'packed-refs')) ?? '').split('\n')) {
    const [commit, name] = line.split(' ')
    if (name === ref && commit && COMMIT.test(commit)) return commit
  }
  return undefined
}

/** Where a worktree's shared refs live (`commondir`), or the git folder itself. */
function commonDirOf(gitDir: string): string {
  const commonDir = readTextIfAny(path.join(gitDir, 'commondir'))?.trim()
  return commonDir ? path.resolve(gitDir, commonDir) : gitDir
}

function revParseHead(dir: string): Promise<string> {
  return new Promise((resolve) => {
    execFile('git', ['-C', dir, 'rev-parse', 'HEAD'], { timeout: 10_000, windowsHide: true, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } }, (error, stdout) => resolve(error ? '' : stdout.trim()))
  })
}
