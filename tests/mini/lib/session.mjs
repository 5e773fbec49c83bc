import path from 'node:path'
import { dispatch } from './events.mjs'
import { createHost } from './host.mjs'
import { describe, queryAll, textOf } from './tree.mjs'

/** Where the builds put the API host (TARO_APP_API_BASE, default of .env.production / docs/configuration.md). */
export const BUILT_API_ORIGIN = process.env.MINI_API_ORIGIN || 'http://localhost:3000'

const realSleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * A launched mini program wired to the local test server, with the query and action API the journeys use.
 * `server` is { baseUrl }. Requests to the built API origin go to the server; any other host is an error.
 */
export function launchMiniProgram({ platform, distDir, server, entry, location, system, openid }) {
  const requests = []
  /** Requests still waiting for their answer (a long poll), which a journey may drop. */
  const inFlight = new Set()
  const trades = new Map()
  const payAnswers = []
  let loginSeq = 0
  const me = openid ?? `mini_${platform}_${process.pid}_${Date.now() % 100000}`

  async function onRequest(o, setTask) {
    const url = new URL(o.url)
    if (url.origin !== BUILT_API_ORIGIN) throw { errMsg: `request to ${url.origin}: not the test server` }
    const target = new URL(url.pathname + url.search, server.baseUrl)
    const headers = { ...(platform === 'weapp' ? o.header : o.headers) }
    const method = String(o.method || 'GET').toUpperCase()
    let body
    if (method === 'GET') {
      for (const [k, v] of Object.entries(o.data ?? {})) target.searchParams.set(k, String(v))
    } else body = typeof o.data === 'string' ? o.data : JSON.stringify(o.data ?? {})
    const controller = new AbortController()
    setTask({ abort: () => controller.abort() })
    const record = {
      path: url.pathname,
      method,
      headers,
      body: body ? safeParse(body) : undefined,
      page: route(),
      // Virtual time when it was sent: how long a program waited before asking again (backoff) is read on it.
      at: host.clock.now()
    }
    requests.push(record)
    inFlight.add({ record, controller })
    let res
    try {
      res = await fetch(target, { method, headers, body, signal: controller.signal })
    } catch (err) {
      // A connection the journey dropped fails as the platform reports a reset one.
      if (record.dropped) throw { errMsg: 'request:fail net::ERR_CONNECTION_RESET' }
      throw err
    } finally {
      for (const f of inFlight) if (f.record === record) inFlight.delete(f)
    }
    const text = await res.text()
    record.status = res.status
    record.errno = safeParse(text)?.errno
    if (url.pathname.endsWith('/order/pay')) {
      // The wallet stub needs the sandbox trade behind the pay params (as the real gateway knows its own trades).
      const data = safeParse(text)?.data
      const tradeNo = data?.pay_params?.tradeNO ?? data?.pay_params?.package?.replace(/^prepay_id=/, '')
      if (tradeNo && data.pay_url) trades.set(tradeNo, new URL(data.pay_url))
    }
    const json = (o.dataType ?? 'json') === 'json' && safeParse(text) !== undefined
    return { status: res.status, headers: Object.fromEntries(res.headers), text, json }
  }

  /** The wallet: pays (or not) the sandbox trade as the gateway would when the shopper confirms. */
  async function onPay({ tradeNo }) {
    const answer = payAnswers.length ? payAnswers.shift() : 'pay'
    const cashier = trades.get(tradeNo)
    if (!cashier) throw { errMsg: `no sandbox trade ${tradeNo} was opened by /order/pay` }
    if (answer === 'cancel') {
      if (platform === 'alipay') return { resultCode: '6001', memo: '用户取消' }
      throw { errMsg: 'cancel' }
    }
    const res = await counted(
      fetch(new URL('/api/payment/sandbox/pay', server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          out_trade_no: cashier.searchParams.get('out_trade_no'),
          sign: cashier.searchParams.get('sign'),
          action: 'pay'
        })
      })
    )
    if (!res.ok) throw new Error(`sandbox pay: HTTP ${res.status}`)
    return platform === 'alipay' ? { resultCode: '9000' } : {}
  }

  /** Real I/O the wallet does counts as pending work, so waiting lets it finish before time is moved on. */
  let walletPending = 0
  const counted = (p) => {
    walletPending++
    return p.finally(() => walletPending--)
  }

  const host = createHost({
    platform,
    distDir,
    location,
    system,
    onRequest,
    onPay,
    onLogin: () => `sandbox_${me}.${++loginSeq}`,
    onImage
  })

  /**
   * A picture a canvas loads from the network: the built API host and the server's own public address are the test
   * server; any other host fails to load, as an address outside the program's download domains does.
   */
  async function onImage(src) {
    const url = new URL(src)
    if (url.origin !== BUILT_API_ORIGIN && url.origin !== new URL(server.baseUrl).origin)
      throw new Error(`picture from ${url.origin}: not the test server`)
    const res = await fetch(new URL(url.pathname + url.search, server.baseUrl))
    if (!res.ok) throw new Error(`picture ${url.pathname}: HTTP ${res.status}`)
    return Buffer.from(await res.arrayBuffer())
  }

  /** Paths whose requests wait on the server by design (a long poll): settling does not wait for their answer. */
  const background = []
  const waitingInBackground = () =>
    [...inFlight].filter((f) => background.some((suffix) => f.record.path.endsWith(suffix))).length

  /**
   * Lets the program run: real I/O completes, due timers fire, until nothing is left to do now. A long poll
   * (`waitsInBackground`) is left waiting; virtual time still never jumps past it (waitFor).
   */
  async function settle(maxRounds = 2000) {
    let idle = 0
    for (let i = 0; i < maxRounds; i++) {
      await new Promise((r) => setImmediate(r))
      const fired = host.clock.runDue((err) => host.errors.push(err?.stack || String(err)))
      if (host.pendingRequests() - waitingInBackground() + walletPending > 0) {
        idle = 0
        await realSleep(2)
        continue
      }
      if (fired) idle = 0
      else if (++idle >= 3) return
    }
  }

  const page = () => host.stack.top()
  const route = () => `/${page()?.route ?? ''}`
  const tree = () => host.tree()
  const findAll = (q) => queryAll(tree(), typeof q === 'string' ? { text: q } : q)
  const pageText = () => textOf(tree())

  /**
   * Waits until check() returns something truthy. When the program is idle it lets virtual time run to its next
   * timer (polling, countdowns, debounces), after a short real pause so outside work (a gateway's notification)
   * lands first, and never more than `virtualMs` in all: a page's clock does not race ahead unchecked.
   */
  async function waitFor(check, { ms = 15_000, virtualMs = 120_000, what = 'condition' } = {}) {
    const deadline = Date.now() + ms
    let jumped = 0
    for (;;) {
      await settle()
      const got = check()
      if (got) return got
      // The program already failed (a thrown error, a bad API call): say that, rather than time out later.
      if (host.errors.length)
        throw new Error(`while waiting for ${what} on ${route()}: ${host.errors[0].split('\n')[0]}`)
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what} on ${route()}; the page reads: ${pageText().slice(0, 400)}`)
      await realSleep(20)
      const next = host.clock.nextIn()
      if (next !== null && next > 0 && jumped + next <= virtualMs && host.pendingRequests() + walletPending === 0) {
        host.clock.advance(next)
        jumped += next
      }
    }
  }

  async function find(q, opts) {
    const label = typeof q === 'string' ? `"${q}"` : JSON.stringify(q, (k, v) => (v instanceof RegExp ? String(v) : v))
    return waitFor(() => findAll(q)[opts?.index ?? 0], { ...opts, what: label })
  }

  async function fire(q, type, detail, { settle: settleAfter = true } = {}) {
    const el = typeof q === 'object' && q.tag && q.events ? q : await find(q)
    const n = dispatch(platform, el, type, detail, {
      timeStamp: host.clock.now(),
      onError: (err) => host.errors.push(err?.stack || String(err))
    })
    if (!n) throw new Error(`${type} on ${describe(el)} reaches no handler (no template binds ${type} on its path)`)
    if (settleAfter) await settle()
    return el
  }

  return {
    platform,
    host,
    requests,
    payAnswers,
    openid: me,
    errors: host.errors,
    log: host.log,
    storage: host.storage,
    settle,
    waitFor,
    find,
    findAll,
    pageText,
    route,
    page,
    pages: () => host.stack.pages().map((p) => `/${p.route}`),
    tree,
    /** Launches the app on `entry` (default: the launch page) and lets it settle. */
    async start(at = entry) {
      host.launch(at)
      await settle()
    },
    /** Taps an element (or the first match of a query); `{ settle: false }` taps again before anything ran. */
    tap: (q, opts) => fire(q, 'tap', {}, opts),
    /** Types into an input: one input event with the whole value, as the keyboard's last keystroke sends. */
    async input(q, value) {
      const el = await fire(q, 'input', { value: String(value), cursor: String(value).length, keyCode: 0 })
      return el
    },
    blur: (q) => fire(q, 'blur', {}),
    /** Fires another event the platform sends an element (a button's agreeprivacyauthorization ...). */
    fire: (q, type, detail = {}) => fire(q, type, detail),
    /** Answers the next modal (true: confirm) / action sheet (index or item text, -1 cancels). */
    answerModal: (a) => host.answers.modal.push(a),
    answerSheet: (a) => host.answers.sheet.push(a),
    /**
     * Requests to paths ending with `suffix` wait on the server by design (a long poll that answers when a message
     * arrives): settling lets the program run on while one waits, as the platform does.
     */
    waitsInBackground(suffix) {
      background.push(suffix)
    },
    /**
     * Drops the connections of the requests in flight whose path ends with `suffix` (the network went away while a
     * long poll waited): each fails in the program as a reset connection. Resolves how many were dropped.
     */
    async dropConnections(suffix) {
      let n = 0
      for (const f of [...inFlight])
        if (f.record.path.endsWith(suffix)) {
          f.record.dropped = true
          f.controller.abort()
          n++
        }
      await settle()
      return n
    },
    /** What the wallet does at the next payment: 'pay' (default) or 'cancel'. */
    answerPay: (a) => payAnswers.push(a),
    advance: async (ms) => {
      host.clock.advance(ms)
      await settle()
    },
    /** Opens a page the way the platform's navigation would (navigateTo / reLaunch …), then settles. */
    async go(kind, url) {
      let failed = null
      host.api[kind]({ url, fail: (e) => (failed = e) })
      await settle()
      if (failed) throw new Error(`${kind} ${url}: ${failed.errMsg}`)
    },
    /** navigateBack as the platform's back button does. */
    async back(delta = 1) {
      let failed = null
      host.api.navigateBack({ delta, fail: (e) => (failed = e) })
      await settle()
      if (failed) throw new Error(`navigateBack ${delta}: ${failed.errMsg}`)
    },
    async waitRoute(r, opts) {
      await waitFor(() => route() === r, {
        ...opts,
        what: `page ${r} (stack ${host.stack
          .pages()
          .map((p) => p.route)
          .join(' > ')})`
      })
    },
    name: path.basename(distDir)
  }
}

function safeParse(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
