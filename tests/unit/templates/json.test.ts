// templates/support/json.ts: script-safe JSON (reliability case XSS-6) in one pass.
import { describe, expect, it } from 'vitest'
import { safeJson } from '../../../templates/support/json.js'

describe('safeJson (XSS-6)', () => {
  it('escapes <, >, & and the line and paragraph separators, and nothing else', () => {
    const value = { html: '</script><script>alert(1)</script>', amp: 'a && b', sep: 'x\u2028y\u2029z', quote: '"\'', unicode: 'ünï — 日本', n: [1, null, true] }
    const json = safeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(json).toContain('a \\u0026\\u0026 b')
    expect(json).toContain('x\\u2028y\\u2029z')
    expect(JSON.parse(json)).toEqual(value)
  })

  it('writes null for undefined', () => {
    expect(safeJson(undefined)).toBe('null')
  })
})
