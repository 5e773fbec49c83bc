type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a later task of the main thread, not in a microtask: what runs after `await nextTask()` no longer
 * lengthens the task that is running, so the browser can paint and answer input in between. `scheduler.yield()`
 * where the browser has it (its continuation goes ahead of other queued tasks), else a zero timeout.
 * docs/decisions/0029-h5-cold-boot.md
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
