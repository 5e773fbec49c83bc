import { useEffect, useRef } from 'react'
import { Card } from 'antd'
import type { HomeInputT } from '@contract/admin/site'
import { PREVIEW_DRAFT, PREVIEW_PATH, PREVIEW_READY } from '@contract/home-preview'

type Draft = Pick<HomeInputT, 'components' | 'global_style'>

/**
 * A phone-size frame of the shop's own home page in preview mode, fed the editor's draft on every change (no save
 * needed). The frame renders it with the shop's home components; shoppers keep seeing the published page.
 */
export function DraftPreview({ draft }: { draft: Draft }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const latest = useRef(draft)
  const ready = useRef(false)
  latest.current = draft
  const send = () =>
    frame.current?.contentWindow?.postMessage(
      {
        type: PREVIEW_DRAFT,
        data: JSON.stringify({ components: latest.current.components }),
        global_style: JSON.stringify(latest.current.global_style)
      },
      window.location.origin
    )
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return
      if ((e.data as { type?: unknown } | null)?.type !== PREVIEW_READY) return
      ready.current = true
      send()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])
  useEffect(() => {
    if (ready.current) send()
  }, [draft])
  return (
    <Card
      size='small'
      title='草稿预览（未发布）'
      extra={
        <a href='/#/pages/home/index' target='_blank' rel='noreferrer'>
          查看已发布首页
        </a>
      }
    >
      <iframe
        ref={frame}
        title='首页草稿预览'
        src={PREVIEW_PATH}
        style={{ width: 375, height: 667, border: '1px solid #eee' }}
      />
    </Card>
  )
}
