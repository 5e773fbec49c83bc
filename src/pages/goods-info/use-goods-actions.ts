import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { navigate } from '@/navigation'
import { goLogin } from '@/platform/login'
import { addCart } from '@/services/api/cart'
import { addCollect, deleteCollect, getUserCollect } from '@/services/api/collect'
import { confirmOrder } from '@/services/api/order'
import { useAuthStore } from '@/stores/auth'
import { useCartCountStore } from '@/stores/cart-count'
import type { ActivityKind, GoodsInfo, GoodsSku } from '@contract/schemas/goods'
import { toast } from '@/utils/feedback'
import { orderConfirmQuery, runningActivity } from './buy'

/** A visitor is sent to login (and brought back here); true when the action may go on. */
function loggedIn(): boolean {
  if (useAuthStore.getState().isLogin) return true
  void goLogin()
  return false
}

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : '')

interface Options {
  info: GoodsInfo | undefined
  skuId: number
  /** The goods and its activity changed on the server (a refused buy): load them again. */
  reload: () => void
}

/** 收藏, 加入购物车 and 立即购买 of goods-info, each once at a time. */
export function useGoodsActions({ info, skuId, reload }: Options) {
  const [collected, setCollected] = useState(false)
  /** Why the server refused the last buy (活动已结束, 活动商品已抢光 ...), shown on the page. */
  const [notice, setNotice] = useState('')
  const busy = useRef(false)

  useEffect(() => setCollected(Boolean(info?.collected)), [info])
  // Back from my-favorite (where it may have been removed), or another SKU shown: ask again.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && useAuthStore.getState().isLogin && skuId)
      void getUserCollect({ sku_id: skuId }, { noTip: true })
        .then((r) => setCollected(Boolean(r?.collected)))
        .catch(() => undefined)
    shown.current = true
  })

  const once = async (fn: () => Promise<void>) => {
    if (busy.current) return
    busy.current = true
    try {
      await fn()
    } finally {
      busy.current = false
    }
  }

  const toggleCollect = () =>
    once(async () => {
      if (!info || !loggedIn()) return
      const next = !collected
      setCollected(next)
      try {
        if (next) await addCollect({ spu_id: info.spu_id, sku_id: skuId })
        else await deleteCollect([skuId])
        void toast(next ? '已收藏' : '已取消收藏')
      } catch {
        setCollected(!next)
      }
    })

  /** Resolves true when the line went into the cart. */
  const addToCart = (sku: GoodsSku, qty: number) => {
    let added = false
    return once(async () => {
      if (!loggedIn()) return
      try {
        await addCart({ sku_id: sku.sku_id, qty })
        added = true
        void toast('已加入购物车', { icon: 'success' })
        void useCartCountStore.getState().refresh()
      } catch {
        // The request layer has shown the server's reason (stock, limit, cart full).
      }
    }).then(() => added)
  }

  /**
   * Asks the server to price the order first (/order/confirm): a flash sale that ended or sold out, a
   * full group or a purchase limit is refused there, and the page says so instead of opening checkout.
   */
  const buyNow = (sku: GoodsSku, qty: number, activityKind: ActivityKind | null, groupId?: number) => {
    let opened = false
    return once(async () => {
      if (!loggedIn()) return
      const act = runningActivity(sku, activityKind)
      const line = { sku_id: sku.sku_id, qty, activity_id: act?.id, group_id: groupId }
      try {
        await confirmOrder({
          items: [{ sku_id: sku.sku_id, qty }],
          ...(act ? { activity_id: act.id } : {}),
          ...(groupId ? { group_id: groupId } : {})
        })
      } catch (err) {
        setNotice(messageOf(err))
        reload()
        return
      }
      setNotice('')
      opened = true
      await navigate('order-confirm', orderConfirmQuery(line)).catch(() => undefined)
    }).then(() => opened)
  }

  return { collected, toggleCollect, addToCart, buyNow, notice }
}
