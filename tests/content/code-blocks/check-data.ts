/**
 * YAML and JSON samples: each must parse, and a whole OpenAPI document (a top-level `openapi`
 * key) must be valid against the OpenAPI 3.1 schema, a whole Overlay (a top-level `overlay` key)
 * against Overlay 1.0. Fragments of a document parse but are not validated as documents.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { registerSchema } from '@hyperjump/json-schema/draft-2020-12'
import { validate, type OutputUnit } from '@hyperjump/json-schema/openapi-3-1'
import { parseAllDocuments } from 'yaml'
import type { CodeBlock } from './extract.ts'

const OPENAPI_SCHEMA = 'https://spec.openapis.org/oas/3.1/schema-base'
const OVERLAY_SCHEMA = 'https://site.invalid/schemas/overlay-1.0'
registerSchema(JSON.parse(readFileSync(path.join(import.meta.dirname, 'overlay-1.0.schema.json'), 'utf8')), OVERLAY_SCHEMA)

/** Problems of one YAML or JSON block, each starting with `file:line`. */
export async function checkDataBlock(block: CodeBlock): Promise<string[]> {
  const where = `${block.file}:${block.line}`
  const parsed = block.lang === 'json' ? parseJson(block.code) : parseYaml(block.code)
  if ('error' in parsed) return [`${where} ${block.lang} does not parse: ${parsed.error}`]
  const problems = await Promise.all(parsed.values.map((value) => validateDocument(value, where)))
  return problems.flat()
}

function parseYaml(code: string): { values: unknown[] } | { error: string } {
  const docs = parseAllDocuments(code)
  const errors = 'errors' in docs ? docs.errors : docs.flatMap((doc) => doc.errors)
  if (errors.length > 0) return { error: errors.map((e) => e.message).join('; ') }
  return { values: (Array.isArray(docs) ? docs : [docs]).map((doc) => doc.toJS()) }
}

function parseJson(code: string): { values: unknown[] } | { error: string } {
  try {
    return { values: [JSON.parse(code)] }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

async function validateDocument(value: unknown, where: string): Promise<string[]> {
  if (!value || typeof value !== 'object') return []
  const kind = 'openapi' in value ? 'OpenAPI 3.1' : 'overlay' in value ? 'Overlay 1.0' : undefined
  if (!kind) return []
  const output = await validate(kind === 'OpenAPI 3.1' ? OPENAPI_SCHEMA : OVERLAY_SCHEMA, value as never, 'DETAILED')
  return output.valid ? [] : [`${where} invalid ${kind} document: ${describe((output.errors ?? []).flatMap(leaves))}`]
}

/** The innermost failures: they say which value is wrong, the outer ones only where. */
function leaves(unit: OutputUnit): OutputUnit[] {
  return unit.errors?.length ? unit.errors.flatMap(leaves) : [unit]
}

function describe(errors: OutputUnit[]): string {
  const named = errors.map((e) => `${e.instanceLocation} fails ${e.keyword.replace(/^.*\//, '')} (${e.absoluteKeywordLocation.replace(/^.*#/, '#')})`)
  return [...new Set(named)].slice(0, 4).join('; ')
}
