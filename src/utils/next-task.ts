/**
 * Resolves in a later task of the main thread, not in a microtask: what runs after `await nextTask()` no longer
 * lengthens the task that is running, and the tasks already waiting (a paint, a network answer, index.html's
 * first-paint layer) go first. A zero timeout on purpose, not `scheduler.yield()`, whose continuation would jump
 * ahead of them. docs/decisions/0029-h5-cold-boot.md
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
