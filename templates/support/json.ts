/** JSON for `<script type="application/json">` and inline scripts: `<`, `>`, `&`, U+2028/9 escaped (XSS-6). Pure. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
