import { YIELD_BEFORE_APP, yieldBeforeApp } from '../../config/h5-bundle'

/**
 * The H5 entry yields between evaluating the shell's modules and creating the app (docs/decisions/0029-h5-cold-boot.md):
 * config/h5-bundle.ts adds a top-level await where Taro's loader runs code before the app is created.
 */
type Args = Array<{ loaderMeta?: { execBeforeCreateWebApp?: string } }>

function fakeChain(args: Args, hasMain = true) {
  const output = new Map<string, unknown>([['environment', { arrowFunction: true }]])
  return {
    output: { get: (k: string) => output.get(k), set: (k: string, v: unknown) => output.set(k, v) },
    plugins: { has: (name: string) => hasMain && name === 'mainPlugin' },
    plugin: (name: string) => ({
      tap: (fn: (a: Args) => Args) => {
        if (name === 'mainPlugin') args.splice(0, args.length, ...fn(args))
      }
    })
  }
}

const apply = (chain: ReturnType<typeof fakeChain>) =>
  yieldBeforeApp(chain as unknown as Parameters<typeof yieldBeforeApp>[0])

describe("the entry's yield before the app is created", () => {
  it("comes after what the framework already runs there (preact's react-dom shim), not instead of it", () => {
    const shim = 'Object.assign(ReactDOM, { findDOMNode, render, unstable_batchedUpdates })\n'
    const args: Args = [{ loaderMeta: { execBeforeCreateWebApp: shim } }]
    apply(fakeChain(args))
    expect(args[0].loaderMeta?.execBeforeCreateWebApp).toBe(shim + YIELD_BEFORE_APP)
  })

  it("tells webpack the targets have async functions, keeping the rest of the output's environment", () => {
    const chain = fakeChain([{}])
    apply(chain)
    expect(chain.output.get('environment')).toEqual({ arrowFunction: true, asyncFunction: true })
  })

  it('is added when no loader meta is there yet, and not without the main plugin', () => {
    const args: Args = [{}]
    apply(fakeChain(args))
    expect(args[0].loaderMeta?.execBeforeCreateWebApp).toBe(YIELD_BEFORE_APP)
    const untouched: Args = [{}]
    apply(fakeChain(untouched, false))
    expect(untouched[0].loaderMeta).toBeUndefined()
  })

  it('resumes in a later task, after a timer queued before it, not in a microtask', async () => {
    const order: string[] = []
    setTimeout(() => order.push('earlier task'), 0)
    const run = new Function(`return (async () => { ${YIELD_BEFORE_APP}; })()`) as () => Promise<void>
    const done = run().then(() => order.push('app created'))
    for (let i = 0; i < 20; i++) await Promise.resolve()
    expect(order).toEqual([])
    await done
    expect(order).toEqual(['earlier task', 'app created'])
  })

  it('queues behind what already waits even where the browser has scheduler.yield (it would jump the queue)', async () => {
    const yieldNow = jest.fn(() => Promise.resolve())
    Object.assign(globalThis, { scheduler: { yield: yieldNow } })
    try {
      const order: string[] = []
      setTimeout(() => order.push('early answer'), 0)
      await (new Function(`return (async () => { ${YIELD_BEFORE_APP}; })()`) as () => Promise<void>)()
      order.push('app created')
      expect(yieldNow).not.toHaveBeenCalled()
      expect(order).toEqual(['early answer', 'app created'])
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler
    }
  })
})
