// Lets a Vitest fork's event loop turn in the middle of long synchronous work.
//
// A fork calls the main process (Vitest's onTaskUpdate) and waits for the answer with a fixed
// 60 s timer (birpc; Vitest 3 has no setting). Tests awaiting only promises never let the loop
// reach its I/O phase, so the answer stayed unread while a file's synchronous tests ran; once the
// loop turned, the timer ran first and the run failed with `Timeout calling "onTaskUpdate"` though
// every test passed. llms/plain-text.test.ts held the loop for 16 s on a quiet machine.

/** Resolves after one turn of the event loop (timers and I/O included). */
export function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
