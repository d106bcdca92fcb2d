// Reads V8 .cpuprofile files (one per thread, from `node --cpu-prof`) into self time per
// function and per group (groups.mjs). Engine code is bundled (.engine/): the bundle's
// `// renderer/x.ts` and `// node_modules/pkg/x.js` comments say which source file or bundled
// package each line comes from.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { groupOf } from './groups.mjs'

/** Per bundle file: the source file starting at each line (esbuild's `// path.ts` comments). */
const bundleMaps = new Map()

function sourceFileOf(url, line) {
  if (!url.includes('/.engine/')) return undefined
  let starts = bundleMaps.get(url)
  if (!starts) {
    starts = []
    readFileSync(fileURLToPath(url), 'utf8').split('\n').forEach((text, i) => {
      const match = /^\/\/ ((?:core|cli|renderer|templates|api|client)\/\S+\.tsx?|node_modules\/\S+)$/.exec(text)
      if (match) starts.push([i, match[1]])
    })
    bundleMaps.set(url, starts)
  }
  let found
  for (const [at, file] of starts) {
    if (at > line) break
    found = file
  }
  return found
}

/** Self milliseconds by node id: each sample's time delta goes to the node it landed on. */
function selfTimes(profile) {
  const self = new Map()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000))
  return self
}

/**
 * Adds one profile's self time to `into.functions` (by function and place) and `into.groups`;
 * returns the thread's busy milliseconds (everything but idle).
 */
export function addProfile(file, into) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const parents = new Map()
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id)
  const groupCache = new Map()
  const groupOfNode = (id) => {
    if (groupCache.has(id)) return groupCache.get(id)
    const { callFrame } = nodes.get(id)
    const source = sourceFileOf(callFrame.url, callFrame.lineNumber)
    const parent = parents.get(id)
    const group = groupOf(callFrame, source) ?? (parent === undefined ? 'other' : groupOfNode(parent))
    groupCache.set(id, group)
    return group
  }
  let busy = 0
  for (const [id, ms] of selfTimes(profile)) {
    const { callFrame } = nodes.get(id)
    if (callFrame.functionName === '(idle)') continue
    busy += ms
    const group = groupOfNode(id)
    const source = sourceFileOf(callFrame.url, callFrame.lineNumber)
    const place = source ?? (callFrame.url.replace(/^.*node_modules\//, '') || '(native)')
    const key = `${callFrame.functionName || '(anonymous)'}\0${place}`
    const entry = into.functions.get(key) ?? { name: callFrame.functionName || '(anonymous)', place, group, ms: 0 }
    entry.ms += ms
    into.functions.set(key, entry)
    into.groups.set(group, (into.groups.get(group) ?? 0) + ms)
  }
  return busy
}
