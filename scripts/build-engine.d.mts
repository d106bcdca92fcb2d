export function buildEngine(): Promise<void>
export function engineIsStale(): boolean
