/**
 * Logger: short lines with a label (build | content | dev | serve | publish | api | init | migrate),
 * colours only on a TTY and never when NO_COLOR is set. Writes to the given streams so tests can
 * capture output.
 */
export type Label = 'build' | 'content' | 'dev' | 'serve' | 'publish' | 'api' | 'init' | 'migrate'

export interface Logger {
  info(label: Label, message: string): void
  warn(label: Label, message: string): void
  error(label: Label, message: string): void
  colors: boolean
}

export function createLogger(out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Logger {
  const colors = Boolean((out as NodeJS.WriteStream).isTTY) && !process.env.NO_COLOR
  const paint = (code: number, text: string) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text)
  return {
    colors,
    info: (label, message) => void out.write(`${paint(2, `[${label}]`)} ${message}\n`),
    warn: (label, message) => void err.write(`${paint(33, `[${label}]`)} ${message}\n`),
    error: (label, message) => void err.write(`${paint(31, `[${label}]`)} ${message}\n`),
  }
}
