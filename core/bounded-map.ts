/**
 * Per-thread memos that stay bounded: an entry is set after its oldest one is dropped once the map
 * holds `most` (insertion order, so the first key is the oldest).
 */
export function keepBounded<K, V>(map: Map<K, V>, key: K, value: V, most: number): V {
  if (map.size >= most) map.delete(map.keys().next().value as K)
  map.set(key, value)
  return value
}
