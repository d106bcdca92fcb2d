export function withLock<T>(file: string, task: () => Promise<T> | T): Promise<T>
export function untilUnlocked(file: string): Promise<void>
export function isHeld(file: string): boolean
