// Types of synthetic.mjs for the tests that read its pages.
export function writeSyntheticSite(root: string, pages: number): Promise<void>
export function pageSource(f: number, i: number, count: number): string
