/**
 * A faster `text` handler for mdast-util-to-markdown, with the same output: the library escapes a
 * text node by running each of its ~60 unsafe patterns (core, GFM, math) as a regular expression
 * over it, most of the twin's time (issue 20). Text made only of characters that no pattern can
 * match where they stand is written as it is, so it is returned without the scan; anything else
 * goes through the library. What qualifies (the patterns of mdast-util-to-markdown 2.2,
 * mdast-util-gfm 3 and mdast-util-math 3; `before` and `after` are the characters written around
 * the text):
 *
 * - letters, digits, spaces, characters from U+00A0 up and , ; ? % / ^ { } ' " ( ) - . : only, no
 *   line ending or tab; patterns name these only in link destinations and titles, fence info
 *   strings, autolinks and math meta (left to the library), at the start of a line, or in GFM
 *   autolink literals (`www.`, `http:/`) and `](`, which are left to the library too;
 * - at the start of a line (`before` is a line ending) the text starts with a letter: patterns
 *   "at a break" (`#`, `-`, `1.`, `>`…) match only there and name no letter;
 * - a space that ends the text is not followed by a line ending (such a space is escaped).
 */
import type { Text } from 'mdast'
import { defaultHandlers, type Handle, type Info, type State } from 'mdast-util-to-markdown'

const PLAIN = /^[\p{L}\p{N} ,;?%/^{}'"()\-.:\u00A0-\u{10FFFF}]*$/u
const LETTER = /^\p{L}/u
const LITERAL = /[Ww]\.|[ps]:\/|\]\(/
const LINE_ENDING = /^[\r\n]/
/** Constructs in which quotes, parentheses, spaces or `:` can need escaping. */
const GUARDED = new Set(['autolink', 'destinationLiteral', 'destinationRaw', 'titleQuote', 'titleApostrophe', 'codeFencedLangGraveAccent', 'codeFencedLangTilde', 'codeFencedMetaGraveAccent', 'codeFencedMetaTilde', 'mathFlowMeta'])

export const plainText: Handle = (node: Text, parent, state: State, info: Info) => {
  const plain = isPlainText(node.value, info.before, info.after) && !state.stack.some((construct) => GUARDED.has(construct))
  return plain ? node.value : defaultHandlers.text(node, parent, state, info)
}

/** Whether text `value`, with `before` and `after` written around it outside the guarded constructs, is written as it is. */
export function isPlainText(value: string, before: string, after: string): boolean {
  return PLAIN.test(value) && (!LINE_ENDING.test(before) || LETTER.test(value)) && !(value.endsWith(' ') && LINE_ENDING.test(after)) && !LITERAL.test(before + value + after)
}
