import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { TAB_PAGES } from '@/constants/pages'
import { getCurrentRoute, getPageParams, safeTarget, type PageParams } from '@/utils/route'
import { clearBridgeState, currentUid, readBridgeState } from './bridge-state'

export type BridgeFailure = 'missing' | 'foreign' | 'login' | 'failed'

export type BridgeStatus =
  | { phase: 'running' }
  | { phase: 'redirecting'; target: string }
  | { phase: 'error'; reason: BridgeFailure; message: string; retry?: () => void }

export interface BridgeReadContext {
  /** The signed-in uid, or null. */
  uid: number | null
  /** The value saved under a session key (saveBridgeState), or null; another account's value stops the bridge. */
  session: <T = unknown>(key: string) => T | null
}

export interface BridgeRunResult {
  /** An in-app page path to continue to; anything else goes home. */
  target: string
  /** Clear the page stack (reLaunch) instead of replacing the bridge page; tab pages always reLaunch. */
  relaunch?: boolean
}

export interface UseBridgeOptions<E> {
  /** What the bridge expects, from the page params (route params, then query, decoded) and session keys; null when missing. */
  read: (params: PageParams, context: BridgeReadContext) => E | null
  /** Calls the result endpoint and names the page to continue to. */
  run: (expected: E) => Promise<BridgeRunResult>
  /**
   * The bridge acts for a signed-in account: it needs one, its saved state must carry this account's
   * uid, and a `uid` in the expected value must be this account's.
   */
  expectUid?: boolean
  /** Session keys that are spent once the bridge continues. */
  clearKeys?: readonly string[]
}

export const BRIDGE_MESSAGES: Record<BridgeFailure, string> = {
  missing: '缺少继续所需的信息，页面可能已过期或在其他设备上打开。请返回首页重新操作。',
  foreign: '该操作由其他账号发起，当前账号不能继续。请登录发起操作的账号后重试。',
  login: '登录状态已失效，请重新登录发起操作的账号后再试。',
  failed: '处理结果获取失败，请稍后重试'
}

class ForeignStateError extends Error {}

function failureMessage(err: unknown): string {
  const message = (err as Error)?.message
  return typeof message === 'string' && /[\u4e00-\u9fa5]/.test(message) ? message : BRIDGE_MESSAGES.failed
}

async function go(result: BridgeRunResult, self: string): Promise<string> {
  const url = safeTarget(result.target, { exclude: self ? [self] : [] })
  const path = url.split('?')[0]
  if (result.relaunch || TAB_PAGES.includes(path)) {
    await Taro.reLaunch({ url })
    return url
  }
  try {
    await Taro.redirectTo({ url })
  } catch {
    await Taro.reLaunch({ url })
  }
  return url
}

/**
 * Runs a bridge page once: read what it expects, check it belongs to this account, call the result
 * endpoint, continue to the target. Missing or foreign state stops with a reason, never continuing as
 * the wrong account; an endpoint failure can be retried.
 */
export function useBridge<E>(options: UseBridgeOptions<E>): BridgeStatus {
  const [status, setStatus] = useState<BridgeStatus>({ phase: 'running' })
  const [attempt, setAttempt] = useState(0)
  const optionsRef = useRef(options)
  optionsRef.current = options
  const ran = useRef(-1)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    // Once per attempt, even where effects run twice (React's strict mode in development).
    if (ran.current === attempt) return
    ran.current = attempt
    const { read, run, expectUid = false, clearKeys = [] } = optionsRef.current
    const retry = () => setAttempt((n) => n + 1)
    const stop = (reason: BridgeFailure, message = BRIDGE_MESSAGES[reason], canRetry = false) => {
      if (mounted.current) setStatus({ phase: 'error', reason, message, ...(canRetry ? { retry } : {}) })
    }
    setStatus({ phase: 'running' })

    const uid = currentUid()
    if (expectUid && uid === null) return stop('login')
    let expected: E | null
    try {
      expected = read(getPageParams(), {
        uid,
        session: <T>(key: string) => {
          const found = readBridgeState<T>(key, uid, expectUid)
          if (found.status === 'foreign') throw new ForeignStateError(key)
          return found.status === 'ok' ? found.data : null
        }
      })
    } catch (err) {
      return stop(err instanceof ForeignStateError ? 'foreign' : 'missing')
    }
    if (expected === null || expected === undefined) return stop('missing')
    const claimed = (expected as { uid?: unknown }).uid
    if (expectUid && claimed !== undefined && claimed !== null && String(claimed) !== String(uid))
      return stop('foreign')

    const self = getCurrentRoute()
    run(expected)
      .then(async (result) => {
        // The user left the bridge page meanwhile: do not pull them back into the flow.
        if (!mounted.current) return
        const target = await go(result, self)
        // Spent only once the user is on their way, so a failed step can be retried with them.
        clearBridgeState(clearKeys)
        if (mounted.current) setStatus({ phase: 'redirecting', target })
      })
      .catch((err: unknown) => stop('failed', failureMessage(err), true))
  }, [attempt])

  return status
}
