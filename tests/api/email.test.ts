// STO-6 / STO-7: the address table. Accept what real providers accept, refuse the rest.
import { describe, expect, test } from 'vitest'
import { normalizeEmail } from '../../api/email.js'

const accepted: [input: string, address: string][] = [
  ['user+tag@example.com', 'user+tag@example.com'],
  ['first.last@physik.uni-muenchen.de', 'first.last@physik.uni-muenchen.de'],
  ['a@b.c.com', 'a@b.c.com'],
  ['x@sub.example.co.uk', 'x@sub.example.co.uk'],
  ['User@Example.COM', 'User@example.com'],
  ['  padded@example.com  ', 'padded@example.com'],
  ['user@bücher.de', 'user@xn--bcher-kva.de'],
  ['user@BÜCHER.de', 'user@xn--bcher-kva.de'],
  ['user@xn--bcher-kva.de', 'user@xn--bcher-kva.de'],
  ['敏萱@example.com', '敏萱@example.com'],
  ['o\'reilly@example.com', "o'reilly@example.com"],
  ['a-b_c@my-domain.io', 'a-b_c@my-domain.io'],
  ['x@example.xn--p1ai', 'x@example.xn--p1ai'],
  ['x@пример.рф', 'x@xn--e1afmkfd.xn--p1ai'],
]

const refused: [label: string, input: unknown][] = [
  ['no domain dot', 'a@b'],
  ['two @', 'a@@b.com'],
  ['list', 'a@b.com,c@d.com'],
  ['space in local', 'a b@c.com'],
  ['no local', '@example.com'],
  ['no @', 'not-an-email'],
  ['empty', ''],
  ['only spaces', '   '],
  ['leading dot', '.a@example.com'],
  ['trailing dot', 'a.@example.com'],
  ['double dot', 'a..b@example.com'],
  ['local over 64', `${'a'.repeat(65)}@example.com`],
  ['total over 254', `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`],
  ['CRLF header injection', 'a@x.io\r\nBcc: evil@x.io'],
  ['LF', 'a@x.io\nSubject: hi'],
  ['trailing CRLF', 'a@x.io\r\n'],
  ['quoted CRLF', '"a\r\n"@x.io'],
  ['NUL', 'a\u0000@x.io'],
  ['tab', 'a\t@x.io'],
  ['DEL', 'a\u007f@x.io'],
  ['line separator', 'a\u2028@x.io'],
  ['quoted local', '"a b"@example.com'],
  ['IP literal', 'a@[127.0.0.1]'],
  ['numeric TLD', 'a@example.123'],
  ['one-letter TLD', 'a@example.c'],
  ['label with leading hyphen', 'a@-example.com'],
  ['label over 63', `a@${'b'.repeat(64)}.com`],
  ['empty label', 'a@example..com'],
  ['angle brackets', '<a@example.com>'],
  ['display name', 'A <a@example.com>'],
  ['comment', 'a(comment)@example.com'],
  ['percent in domain', 'a@exa%6dple.com'],
  ['number', 123],
  ['null', null],
]

describe('normalizeEmail', () => {
  test.each(accepted)('accepts %j', (input, address) => {
    expect(normalizeEmail(input)).toEqual({ address, key: address.toLowerCase() })
  })

  test.each(refused)('refuses %s', (_label, input) => {
    expect(normalizeEmail(input)).toBeNull()
  })

  test('the dedupe key folds case of the whole address', () => {
    expect(normalizeEmail('A@Example.COM')?.key).toBe(normalizeEmail(' a@example.com ')?.key)
  })

  // Inputs that make a backtracking pattern run for ages (the test would time out); no clock here.
  test('finishes on 10 KB hostile inputs (no backtracking)', () => {
    const inputs = ['a'.repeat(10_000), `${'a.'.repeat(5000)}@x.io`, `a@${'b-'.repeat(5000)}.com`, `${'!'.repeat(200)}@${'a.'.repeat(60)}com`]
    for (let i = 0; i < 100; i++) for (const input of inputs) normalizeEmail(input)
  })
})
