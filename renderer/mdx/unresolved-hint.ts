/**
 * What to do about an import a page's bundle could not resolve or load, by what the specifier
 * names: a local file, a module of another tool (Docusaurus's `@theme/…`), a component of another
 * framework (`.astro`, `.vue`, `.svelte`), a path alias the project does not map, or a package. Pure.
 */
import { rawTarget } from './raw-imports.js'

/** Files of frameworks other than React: their components cannot render here. */
const FOREIGN_COMPONENT = /\.(astro|vue|svelte)$/

export function unresolvedHint(module: string): string {
  const file = rawTarget(module)
  const foreign = FOREIGN_COMPONENT.exec(file)
  if (foreign) return foreignComponentHint(file, foreign[1]!)
  if (file.startsWith('.') || file.startsWith('/')) return `No file \`${file}\` from this file's folder: check the path and its extension, or add the file.`
  // Docusaurus's theme and its `@site` alias are its own modules, not packages to install.
  if (/^@(theme|docusaurus|site)\//.test(module)) {
    return `\`${module}\` is a module of Docusaurus, not a package: the built-ins stand in for @theme/Tabs, @theme/TabItem, @theme/Admonition, @theme/Details, @theme/CodeBlock, @theme/DocCardList, @theme/TOCInline, @docusaurus/Link, @docusaurus/useBaseUrl and @docusaurus/useDocusaurusContext; give the component in \`content/mdx-components.tsx\` and remove the import, or import a local file.`
  }
  const alias = aliasPrefix(module)
  if (alias) {
    return `\`${alias}\` is a path alias, not a package: map it in the project's tsconfig.json or jsconfig.json (\`"compilerOptions": { "paths": { "${alias}*": ["./src/*"] } }\`, with the folder it stands for), or import the file by a relative path.`
  }
  return `Install it (\`npm install ${packageName(module)}\`), give its components in \`content/mdx-components.tsx\` (or the \`components\` map of the config) and remove the import, or replace it with a local file.`
}

/** The hint for a component file of another framework (`kind`: its extension). */
export function foreignComponentHint(file: string, kind: string): string {
  const framework = kind === 'astro' ? 'an Astro' : kind === 'vue' ? 'a Vue' : 'a Svelte'
  return `\`${file}\` is ${framework} component, which pages here cannot run: write it as a React component (a .tsx or .jsx file) and import that, or give a component of that name in \`content/mdx-components.tsx\` and remove the import.`
}

/**
 * The alias a specifier starts with when it cannot be a package's name: `~/`, `@/`, `#/`, `$lib/`
 * (an npm name is lower case, without `~`, `#` or `$`, and a scope has a name after its `@`).
 */
function aliasPrefix(module: string): string | undefined {
  const first = module.split('/')[0]!
  if (!module.includes('/')) return undefined
  return first === '@' || /^[~#$]/.test(first) ? `${first}/` : undefined
}

/** The package a module specifier names: `@scope/pkg/dist/x` → `@scope/pkg`, `next/script` → `next`. */
function packageName(module: string): string {
  const parts = module.split('/')
  return parts.slice(0, module.startsWith('@') ? 2 : 1).join('/')
}
