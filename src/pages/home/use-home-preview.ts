import { useEffect, useState } from 'react'
import { PREVIEW_DRAFT, PREVIEW_READY } from '@contract/home-preview'
import { usePageParams } from '@/hooks/use-page-params'
import { isFramed, listenToParent } from '@/platform/preview-frame'
import { getGoodsActivities } from '@/services/api/catalogue'
import { activitiesBySku, homeSkuIds, parseHomeConf, type HomeConf } from '@/stores/theme'
import type { SkuActivities } from '@contract/schemas/goods'

export interface HomeDraft {
  conf: HomeConf
  activities: Record<string, SkuActivities>
}

/**
 * The console's live preview of an unpublished home page (docs/decisions/0021-console-coupons-cards-preview.md).
 * Only on H5, only with `?preview=1`, only inside a frame, and only from a message of the frame's parent on this
 * same origin (the console is served by the same server at /admin): the draft lives in this page's state and is
 * never stored, so nothing a shopper loads can show it. Anywhere else the hook is inert.
 */
export function useHomePreview(): { previewing: boolean; draft: HomeDraft | null } {
  const preview = usePageParams<'home'>().preview === '1'
  const previewing = preview && isFramed()
  const [draft, setDraft] = useState<HomeDraft | null>(null)
  useEffect(() => {
    if (!previewing) return
    let latest = 0
    const known: Record<string, SkuActivities> = {}
    const onMessage = async (data: unknown) => {
      const msg = data as { type?: unknown; global_style?: unknown; data?: unknown } | null
      if (!msg || msg.type !== PREVIEW_DRAFT) return
      const mine = ++latest
      const conf = parseHomeConf(msg.global_style, msg.data)
      // Goods picked in the editor since the last draft: their cards need their activities (title, image, price).
      const missing = homeSkuIds(conf.components).filter((id) => !known[String(id)])
      if (missing.length) {
        const list = await getGoodsActivities(missing, { noTip: true, autoAuth: false }).catch(() => [])
        Object.assign(known, activitiesBySku(list))
      }
      if (mine === latest) setDraft({ conf, activities: { ...known } })
    }
    return listenToParent((data) => void onMessage(data), { type: PREVIEW_READY })
  }, [previewing])
  return { previewing, draft }
}
