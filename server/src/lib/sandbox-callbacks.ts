/**
 * The notice and timer plumbing of a sandbox provider: handlers registered with onNotice, delayed work whose
 * timers never hold the process open, and close() to cancel what is still pending.
 */
export function sandboxNotices<N>(delay: number) {
  const handlers: Array<(notice: N) => Promise<void>> = []
  const timers = new Set<NodeJS.Timeout>()
  const later = (ms: number, fn: () => void | Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      // A sandbox's own failure (its store) must not take the process down: the flow just never completes.
      Promise.resolve()
        .then(fn)
        .catch((err) => console.error('sandbox provider:', (err as Error).message))
    }, ms)
    timer.unref()
    timers.add(timer)
  }
  return {
    later,
    /** The notice now and the same notice again after `delay`, as a real service retries; handler errors are dropped. */
    notifyTwice(notice: N) {
      const send = () => handlers.forEach((h) => h(notice).catch(() => undefined))
      later(0, send)
      later(delay, send)
    },
    onNotice(handler: (notice: N) => Promise<void>) {
      handlers.push(handler)
    },
    close() {
      timers.forEach(clearTimeout)
      timers.clear()
    }
  }
}
