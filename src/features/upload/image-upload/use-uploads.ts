import { useCallback, useEffect, useRef, useState } from 'react'
import { uploadImage, type Abortable } from '@/services/upload'

export interface PendingImage {
  key: number
  /** The local file (temp path or blob: URL) being sent. */
  filePath: string
  status: 'uploading' | 'failed'
  /** 0 to 100. */
  progress: number
  /** Short Chinese reason shown on a failed tile. */
  reason?: string
}

/** The tile text for an upload failure; the spec's own messages ('uploadFile:fail timeout' ...) go to onError. */
function failureText(err: unknown): string {
  const msg = String((err as { errMsg?: string; message?: string })?.errMsg ?? (err as Error)?.message ?? '')
  if (/timeout/.test(msg)) return '上传超时'
  return '上传失败'
}

/**
 * The uploads a grid has in flight or failed. A finished upload leaves this list and is appended to
 * the value through `onDone`; tasks still running when the grid goes away are aborted.
 */
export function useUploads(onDone: (url: string) => void, onError?: (error: unknown, filePath: string) => void) {
  const [pending, setPending] = useState<PendingImage[]>([])
  const tasks = useRef(new Map<number, Abortable<string>>())
  const nextKey = useRef(1)
  const callbacks = useRef({ onDone, onError })
  callbacks.current = { onDone, onError }

  const patch = (key: number, change: Partial<PendingImage>) =>
    setPending((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const run = useCallback((key: number, filePath: string) => {
    const task = uploadImage(filePath, ({ progress }) => {
      if (tasks.current.get(key) === task) patch(key, { progress: Math.max(0, Math.min(100, Math.round(progress))) })
    })
    tasks.current.set(key, task)
    task.then(
      (url) => {
        if (tasks.current.get(key) !== task) return
        tasks.current.delete(key)
        setPending((list) => list.filter((item) => item.key !== key))
        callbacks.current.onDone(url)
      },
      (err: unknown) => {
        if (tasks.current.get(key) !== task) return
        tasks.current.delete(key)
        patch(key, { status: 'failed', reason: failureText(err) })
        callbacks.current.onError?.(err, filePath)
      }
    )
  }, [])

  const add = useCallback(
    (filePaths: string[]) => {
      const added = filePaths.map((filePath) => ({
        key: nextKey.current++,
        filePath,
        status: 'uploading' as const,
        progress: 0
      }))
      setPending((list) => [...list, ...added])
      for (const item of added) run(item.key, item.filePath)
    },
    [run]
  )

  const retry = useCallback(
    (key: number) => {
      const item = pending.find((p) => p.key === key)
      if (!item || item.status !== 'failed') return
      patch(key, { status: 'uploading', progress: 0, reason: undefined })
      run(key, item.filePath)
    },
    [pending, run]
  )

  const remove = useCallback((key: number) => {
    tasks.current.get(key)?.abort()
    tasks.current.delete(key)
    setPending((list) => list.filter((item) => item.key !== key))
  }, [])

  useEffect(() => {
    const running = tasks.current
    return () => {
      for (const task of running.values()) task.abort()
      running.clear()
    }
  }, [])

  return { pending, add, retry, remove }
}
