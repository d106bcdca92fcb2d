/**
 * FileTree: a folder/file listing that works without JavaScript (folders are `<details>`).
 * `<FileTree><FileTree.Folder name="src" defaultOpen><FileTree.File name="a.ts" /></FileTree.Folder></FileTree>`
 */
import type { ReactNode } from 'react'

function FileTreeRoot({ children }: { children?: ReactNode }) {
  return (
    <div className="filetree" data-filetree="">
      <ul>{children}</ul>
    </div>
  )
}

export function Folder({ name, defaultOpen = false, open, children }: { name: ReactNode; defaultOpen?: boolean; open?: boolean; children?: ReactNode }) {
  return (
    <li className="filetree-folder">
      <details open={open ?? defaultOpen}>
        <summary>{name}</summary>
        <ul>{children}</ul>
      </details>
    </li>
  )
}

export function File({ name, active }: { name: ReactNode; active?: boolean }) {
  return (
    <li className="filetree-file" aria-current={active ? 'true' : undefined}>
      <span>{name}</span>
    </li>
  )
}

export const FileTree = Object.assign(FileTreeRoot, { Folder, File })
