/**
 * Upload progress: a bar with counts and bytes redrawn in place on a TTY, else one line per 10 %
 * (CI logs stay short). Silent with --json, whose output is the summary alone.
 */
export interface Progress {
  done(bytes: number): void
  end(): void
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export function createProgress(total: number, totalBytes: number, out: NodeJS.WriteStream | null): Progress {
  let count = 0
  let bytes = 0
  let lastTenth = 0
  const line = () => `${count}/${total} objects, ${formatBytes(bytes)} of ${formatBytes(totalBytes)}`
  return {
    done(size) {
      count++
      bytes += size
      if (!out || total === 0) return
      if (out.isTTY) {
        const width = 24
        const filled = Math.round((count / total) * width)
        out.write(`\r[publish] [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line()}`)
      } else {
        const tenth = Math.floor((count / total) * 10)
        if (tenth > lastTenth) {
          lastTenth = tenth
          out.write(`[publish] ${tenth * 10}% ${line()}\n`)
        }
      }
    },
    end() {
      if (out?.isTTY && total > 0) out.write('\n')
    },
  }
}
