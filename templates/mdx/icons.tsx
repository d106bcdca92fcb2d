/**
 * The icons `nextra/icons` exports, drawn for this engine (simple strokes on a 24-unit grid; language
 * and brand icons are a labelled badge). Each takes SVG props; without an `aria-label` it is hidden
 * from assistive technology, as decoration.
 */
import type { ReactNode, SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

function icon(name: string, children: ReactNode) {
  function Icon(props: IconProps) {
    const label = props['aria-label']
    return (
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} data-icon={name} {...props}>
        {children}
      </svg>
    )
  }
  Icon.displayName = name
  return Icon
}

/** A rounded badge with a short label (for languages and brands). */
function badge(name: string, text: string) {
  const size = text.length > 2 ? 7 : 9
  return icon(
    name,
    <>
      <rect x="2" y="4" width="20" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth={2} />
      <text x="12" y="15.5" textAnchor="middle" fontSize={size} fontFamily="system-ui, sans-serif" fontWeight={700} fill="currentColor" stroke="none">
        {text}
      </text>
    </>,
  )
}

export const nextraIcons = {
  ArrowRightIcon: icon('arrow-right', <path d="M4 12h16M14 6l6 6-6 6" />),
  ArrowLeftIcon: icon('arrow-left', <path d="M20 12H4M10 6l-6 6 6 6" />),
  ChevronRightIcon: icon('chevron-right', <path d="M9 5l7 7-7 7" />),
  CheckIcon: icon('check', <path d="M4 12.5l5 5L20 6.5" />),
  CopyIcon: icon('copy', <><rect x="8" y="8" width="12" height="12" rx="2" /><path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" /></>),
  ExpandIcon: icon('expand', <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />),
  GlobeIcon: icon('globe', <><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" /></>),
  InformationCircleIcon: icon('information-circle', <><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></>),
  CrossCircledIcon: icon('cross-circled', <><circle cx="12" cy="12" r="9" /><path d="M9 9l6 6M15 9l-6 6" /></>),
  MenuIcon: icon('menu', <path d="M4 6h16M4 12h16M4 18h16" />),
  XIcon: icon('x', <path d="M6 6l12 12M18 6L6 18" />),
  MoonIcon: icon('moon', <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />),
  SunIcon: icon('sun', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>),
  SpinnerIcon: icon('spinner', <path d="M12 3a9 9 0 1 0 9 9" />),
  WordWrapIcon: icon('word-wrap', <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M15 16l-2 2 2 2M4 18h5" />),
  TerminalIcon: icon('terminal', <><rect x="3" y="4" width="18" height="16" rx="2" /><path d="M7 9l3 3-3 3M12 15h5" /></>),
  MoveIcon: icon('move', <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />),
  DiscordIcon: icon('discord', <><path d="M5 6.5C7 5 9 4.5 12 4.5s5 .5 7 2c1.5 3 2 6.5 1.5 10-1.5 1.5-3.5 2.5-5.5 3l-1-2h-4l-1 2c-2-.5-4-1.5-5.5-3C3 13 3.5 9.5 5 6.5z" /><circle cx="9" cy="12" r="1" /><circle cx="15" cy="12" r="1" /></>),
  GitHubIcon: icon('github', <><circle cx="12" cy="12" r="9" /><path d="M9.5 20v-3a2.5 2.5 0 0 1 .7-1.8C7.5 14.8 6.5 13.5 6.5 11a3.8 3.8 0 0 1 1-2.6 3.5 3.5 0 0 1 .1-2.4s1 0 2.4 1a8 8 0 0 1 4 0c1.4-1 2.4-1 2.4-1a3.5 3.5 0 0 1 .1 2.4 3.8 3.8 0 0 1 1 2.6c0 2.5-1 3.8-3.7 4.2a2.5 2.5 0 0 1 .7 1.8v3" /></>),
  JavaScriptIcon: badge('javascript', 'JS'),
  TypeScriptIcon: badge('typescript', 'TS'),
  MarkdownIcon: badge('markdown', 'MD'),
  MdxIcon: badge('mdx', 'MDX'),
  CssIcon: badge('css', 'CSS'),
  CPPIcon: badge('cpp', 'C++'),
  CsharpIcon: badge('csharp', 'C#'),
  GoIcon: badge('go', 'GO'),
  GraphQLIcon: badge('graphql', 'GQL'),
  PythonIcon: badge('python', 'PY'),
  RustIcon: badge('rust', 'RS'),
  TerraformIcon: badge('terraform', 'TF'),
}
