/**
 * ```` ```sh npm2yarn ```` (Nextra): a fence of npm commands becomes package-manager tabs — npm,
 * pnpm, yarn, bun — each with the command translated, the choice remembered across pages
 * (`storageKey`). Runs after the search sections are taken, so search holds the npm form once.
 */
import type { Code, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { eachNode } from './each-node.js'

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const
type PackageManager = (typeof PACKAGE_MANAGERS)[number]

export function remarkNpm2yarn() {
  return (tree: Root) => {
    eachNode<Code>(tree, 'code', (node, index, parent) => {
      if (!/(^|\s)npm2yarn(\s|$)/.test(node.meta ?? '')) return
      const meta = (node.meta ?? '').replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim() || null
      const tabs: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Tabs',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'items', value: arrayExpression([...PACKAGE_MANAGERS]) },
          { type: 'mdxJsxAttribute', name: 'storageKey', value: 'package-manager' },
        ],
        children: PACKAGE_MANAGERS.map((pm) => ({
          type: 'mdxJsxFlowElement' as const,
          name: 'Tabs.Tab',
          attributes: [],
          children: [{ ...node, meta, value: convertCommands(node.value, pm) }],
        })),
        position: node.position,
      }
      parent.children[index] = tabs
    })
  }
}

/** An attribute value `{["a", "b"]}` with the estree MDX compiles from. */
export function arrayExpression(values: string[]) {
  const elements = values.map((value) => ({ type: 'Literal' as const, value, raw: JSON.stringify(value) }))
  return {
    type: 'mdxJsxAttributeValueExpression' as const,
    value: JSON.stringify(values),
    data: { estree: { type: 'Program' as const, sourceType: 'module' as const, body: [{ type: 'ExpressionStatement' as const, expression: { type: 'ArrayExpression' as const, elements } }] } },
  }
}

/** Each line of npm commands in `pm`'s words; other lines stay as they are. */
export function convertCommands(text: string, pm: PackageManager): string {
  return pm === 'npm' ? text : text.split('\n').map((line) => convertLine(line, pm)).join('\n')
}

function convertLine(line: string, pm: Exclude<PackageManager, 'npm'>): string {
  const npx = /^(\s*)npx\s+(.*)$/.exec(line)
  if (npx) return `${npx[1]}${{ pnpm: 'pnpm dlx', yarn: 'yarn dlx', bun: 'bunx' }[pm]} ${npx[2]}`
  const match = /^(\s*)npm\s+(\S+)(.*)$/.exec(line)
  if (!match) return line
  const [, indent, command, restRaw] = match as unknown as [string, string, string, string]
  const args = restRaw.trim().split(/\s+/).filter(Boolean)
  const flags = args.map((a) => ({ '--save-dev': '-D', '--save': '', '-S': '', '--global': '-g' })[a] ?? a).filter(Boolean)
  const words = (() => {
    switch (command) {
      case 'install':
      case 'i':
      case 'add': {
        if (!flags.some((a) => !a.startsWith('-'))) return pm === 'yarn' ? ['yarn', ...flags] : [pm, 'install', ...flags]
        if (flags.includes('-g') && pm === 'yarn') return ['yarn', 'global', 'add', ...flags.filter((a) => a !== '-g')]
        return [pm, 'add', ...flags]
      }
      case 'ci':
        return [pm, 'install', '--frozen-lockfile']
      case 'uninstall':
      case 'remove':
      case 'rm':
      case 'un':
        return [pm, 'remove', ...flags]
      case 'run':
        return pm === 'bun' ? ['bun', 'run', ...flags] : [pm, ...flags]
      case 'init':
      case 'create':
        return flags.length ? [pm, 'create', ...flags] : [pm, 'init']
      case 'test':
      case 'start':
        return pm === 'bun' ? ['bun', 'run', command, ...flags] : [pm, command, ...flags]
      default:
        return [pm, command, ...flags]
    }
  })()
  return `${indent}${words.join(' ')}`
}
