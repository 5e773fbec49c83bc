import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import Loading from '@/components/loading'
import ResultScreen from '@/components/result-screen'
import { getPageParams, goHome, type PageParams } from '@/utils/route'

/**
 * Entry pages (encrypted-entry, sdk-entry, westdex-bridge): run the entry once on arrival, then reLaunch to the
 * page it names (the entry leaves no page behind to come back to). A refusal stays on the entry page as a result
 * screen with the way home; nothing half-done is left behind (the entry functions store nothing before the
 * server agreed).
 */

export type EntryStatus = { phase: 'running' } | { phase: 'error'; message: string }

const FALLBACK = '进入失败，请返回后重新进入'

/** `run` resolves the in-app page to go to, or null when it already navigated (e.g. to login). */
export function useEntry(run: (params: PageParams) => Promise<string | null>): EntryStatus {
  const [status, setStatus] = useState<EntryStatus>({ phase: 'running' })
  const runRef = useRef(run)
  runRef.current = run
  const started = useRef(false)

  useEffect(() => {
    // Once, also where effects run twice (React's strict mode): a signed link is good for one login only.
    if (started.current) return
    started.current = true
    runRef
      .current(getPageParams())
      .then(async (target) => {
        if (target) await Taro.reLaunch({ url: target })
      })
      .catch((err: unknown) => {
        const message = (err instanceof Error && err.message) || FALLBACK
        setStatus({ phase: 'error', message })
      })
  }, [])

  return status
}

export interface EntryStateProps {
  state: EntryStatus
  runningText?: string
  failTitle?: string
}

export default function EntryState({ state, runningText = '正在进入', failTitle = '无法进入' }: EntryStateProps) {
  if (state.phase === 'running') return <Loading block text={runningText} />
  return (
    <ResultScreen
      status='fail'
      title={failTitle}
      description={state.message}
      primaryAction={{ text: '返回首页', onClick: () => void goHome() }}
    />
  )
}
