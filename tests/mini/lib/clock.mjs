/**
 * The mini program's clock: Date and timers inside the sandbox run on virtual time, which follows real time
 * plus a skew the harness can jump (countdowns, payment polling, debounces run without waiting for real).
 * Timers never fire by themselves: the host fires due ones while it settles (so the order stays the one the
 * program asked for, and a test sees no work behind its back).
 */
export function createClock(realNow = () => Date.now()) {
  let skew = 0
  let seq = 0
  const timers = new Map()

  const now = () => realNow() + skew

  function add(fn, ms, args, interval) {
    if (typeof fn !== 'function') throw new TypeError('timer callback is not a function')
    const delay = Math.max(0, Number(ms) || 0)
    const id = ++seq
    timers.set(id, { id, fn, args, due: now() + delay, interval: interval ? Math.max(1, delay) : 0, order: id })
    return id
  }

  /** Timers due now, earliest first (ties: the order they were set in). */
  function due() {
    const t = now()
    return [...timers.values()].filter((x) => x.due <= t).sort((a, b) => a.due - b.due || a.order - b.order)
  }

  /**
   * Fires every timer due now, one at a time (a timer cleared by an earlier one does not fire); returns how
   * many fired. Errors go to onError.
   */
  function runDue(onError) {
    let fired = 0
    for (const t of due()) {
      if (!timers.has(t.id)) continue
      if (t.interval) {
        t.due += t.interval
        t.order = ++seq
      } else timers.delete(t.id)
      fired++
      try {
        t.fn(...(t.args ?? []))
      } catch (err) {
        onError(err)
      }
    }
    return fired
  }

  /** Milliseconds until the next timer is due (0 when one is due), or null when none is set. */
  function nextIn() {
    let min = null
    for (const t of timers.values()) min = min === null ? t.due : Math.min(min, t.due)
    return min === null ? null : Math.max(0, min - now())
  }

  return {
    now,
    /** Moves virtual time forward by ms (timers then due fire at the host's next settle). */
    advance(ms) {
      skew += Math.max(0, ms)
    },
    runDue,
    nextIn,
    pending: () => timers.size,
    setTimeout: (fn, ms, ...args) => add(fn, ms, args, false),
    setInterval: (fn, ms, ...args) => add(fn, ms, args, true),
    clearTimeout: (id) => void timers.delete(id),
    clearInterval: (id) => void timers.delete(id),
    /** A Date class for the sandbox whose "now" is the virtual clock. */
    makeDate() {
      const RealDate = Date
      const clockNow = now
      return class VirtualDate extends RealDate {
        constructor(...args) {
          if (args.length === 0) super(clockNow())
          else super(...args)
        }
        static now() {
          return clockNow()
        }
      }
    }
  }
}
