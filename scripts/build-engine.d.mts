export function ensureEngine(): Promise<void>
export function buildEngine(): Promise<void>
export function engineIsStale(): boolean
