import { Text, View } from '@tarojs/components'
import { Suspense, useEffect, useMemo, useState } from 'react'
import EmptyState from '@/components/empty-state'
import ImageSwiper from '@/components/image-swiper'
import { galleryUrls } from '@/utils/image'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import GoodsService from '@/features/catalogue/goods-service'
import RegionStock from '@/features/catalogue/region-stock'
import GoodsReviews from '@/features/review/goods-reviews'
import SafeRichText from '@/components/rich-text'
import type { SkuSheetAction } from '@/components/sku-sheet'
import { skuOffer } from '@/components/sku-sheet/sku-logic'
import { PRODUCT_KIND } from '@contract/enums'
import { ERRNO } from '@contract/errno'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getActivityInfo, getGoodsInfo } from '@/services/api/catalogue'
import { ApiError } from '@/services/request'
import type { ActivityKind } from '@contract/schemas/goods'
import { goHome } from '@/utils/route'
import { goodsEntry } from '@/platform/share-entry'
import { SharePoster } from '@/features/catalogue/share-poster/load'
import { reminderText, type ReminderTarget, useReminders } from '@/features/catalogue/reminder/use-reminders'
import { REMINDER_KIND } from '@contract/reminder'
import ActionBar, { type BarAction } from './action-bar'
import ActivityPanel from './activity-panel'
import { pageActivity, type SheetMode } from './buy'
import ImageViewer, { useImageViewer } from './image-viewer'
import { ChoiceRows, Headline } from './info-rows'
import { preloadSheet, SkuSheet } from './sheet'
import { useGoodsActions } from './use-goods-actions'
import './index.scss'

/** Detail pictures often come without alt text: name them, so screen readers do not read file names. */
const withAlt = (html: string, title: string) =>
  (html ?? '').replace(/<img(?![^>]*\balt\s*=)/gi, `<img alt="${title.replace(/["<>&]/g, '')} 详情图"`)

/** No such goods (no id, or one the shop does not have): trying again cannot help, the way on is home. */
function GoodsMissing() {
  return (
    <PageLayout page='goods-info'>
      <EmptyState
        title='商品不存在'
        description='链接可能有误，去首页看看吧'
        actionText='去首页'
        onAction={() => void goHome()}
      />
    </PageLayout>
  )
}

const skuIdOf = (v: unknown) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : 0
}

export default function GoodsInfoPage() {
  // A shared code's scene (WeChat page query, Alipay launch query) names the goods when the link has no sku_id.
  const params = goodsEntry(usePageParams<'goods-info'>())
  const requested = skuIdOf(params.sku_id)
  const info = usePageData(() => getGoodsInfo({ sku_id: requested }, { noTip: true }), [requested], {
    enabled: requested > 0
  })
  const [pick, setPick] = useState<{ skuId: number; qty: number } | null>(null)
  const [sheet, setSheet] = useState<SheetMode | null>(null)
  const [poster, setPoster] = useState(false)
  const g = info.data
  // The SKU on show: the one chosen in the sheet, else the one asked for (fresh from the last load).
  const sku = g ? (g.skus.find((s) => s.sku_id === pick?.skuId) ?? g.sku) : null
  const qty = pick?.qty ?? 1
  const activity = pageActivity(sku)
  const detail = usePageData(
    () => getActivityInfo({ sku_id: activity?.sku_id ?? 0, activity_id: activity?.id ?? 0 }, { noTip: true }),
    [activity?.id, activity?.sku_id],
    { enabled: Boolean(activity) }
  )
  const reloadAll = () => {
    void info.reload()
    if (activity) void detail.reload()
  }
  const act = useGoodsActions({ info: g, skuId: sku?.sku_id ?? requested, reload: reloadAll })
  // 到货提醒 on a sold-out SKU (on the page or chosen in the sheet), 开抢提醒 on a flash sale not started.
  const soonFlash = activity?.kind === PRODUCT_KIND.flash && activity.state === 'upcoming' ? activity : null
  const reminders = useReminders(sku?.sku_id ?? 0, {
    wanted: Boolean(g && (soonFlash || g.skus.some((s) => s.stock <= 0))),
    onStale: reloadAll
  })
  const remindAction = (t: ReminderTarget): BarAction => {
    const on = reminders.isOn(t)
    return { text: reminderText(t, on), primary: true, pressed: on, onClick: () => reminders.toggle(t) }
  }
  const zoom = useMemo(() => galleryUrls(g, 'full'), [g])
  const viewer = useImageViewer(zoom)
  // Once the goods are on screen, fetch the sheet's code so the first tap opens it at once.
  useEffect(() => {
    if (g) preloadSheet()
  }, [g])

  const missing = info.error instanceof ApiError && info.error.errno === ERRNO.NOT_FOUND && !g
  if (!requested || missing) return <GoodsMissing />

  const ongoing = activity?.state === 'ongoing' ? activity : null
  const buyKind = (ongoing?.kind ?? null) as ActivityKind | null
  const offer = sku ? skuOffer(sku, buyKind === PRODUCT_KIND.package ? null : buyKind) : null
  const soldOut = Boolean(g && g.skus.every((s) => s.stock <= 0))

  const barActions = (): BarAction[] => {
    const restock = sku && sku.stock <= 0 ? remindAction({ kind: REMINDER_KIND.restock, skuId: sku.sku_id }) : null
    if (soldOut && restock) return [restock]
    // This SKU is out but others are not: its reminder, and the way to the others.
    if (restock) return [{ text: '其他规格', onClick: () => setSheet({ kind: 'choose' }) }, restock]
    const cart = { text: '加入购物车', onClick: () => setSheet({ kind: 'cart' }) }
    const buy = (text: string, kind: ActivityKind | null, cents?: number): BarAction => ({
      text,
      cents,
      primary: true,
      onClick: () => setSheet({ kind: 'buy', activityKind: kind })
    })
    if (ongoing?.kind === PRODUCT_KIND.group)
      return [
        { ...buy('单独购买', null, sku?.price), primary: false },
        buy('发起拼团', PRODUCT_KIND.group, ongoing.price)
      ]
    if (ongoing?.kind === PRODUCT_KIND.flash) return [cart, buy('立即抢购', PRODUCT_KIND.flash)]
    if (soonFlash && sku)
      return [
        { ...buy('原价购买', null, sku.price), primary: false },
        remindAction({ kind: REMINDER_KIND.saleStart, skuId: sku.sku_id, activityId: soonFlash.id })
      ]
    if (ongoing?.kind === PRODUCT_KIND.package) return [cart, buy('购买套餐', PRODUCT_KIND.package)]
    return [cart, buy('立即购买', null)]
  }

  const sheetActions = (mode: SheetMode): SkuSheetAction[] => {
    const close = (done: boolean) => void (done && setSheet(null))
    const toCart: SkuSheetAction = {
      text: '加入购物车',
      type: 'default',
      onClick: (s, n) => void act.addToCart(s, n).then(close)
    }
    const buy = (kind: ActivityKind | null, groupId?: number): SkuSheetAction => ({
      text: groupId ? '参团购买' : kind === PRODUCT_KIND.group ? '发起拼团' : '立即购买',
      type: 'primary',
      onClick: (s, n) => void act.buyNow(s, n, kind, groupId).then(close)
    })
    if (mode.kind === 'cart') return [toCart]
    if (mode.kind === 'buy') return [buy(mode.activityKind, mode.groupId)]
    return [toCart, buy(null)]
  }

  return (
    <PageLayout
      page='goods-info'
      share={g ? { title: g.title, imageUrl: galleryUrls(g, 'large', 'jpg')[0] } : undefined}
    >
      <LoadState of={info}>
        {(goods) => (
          <View className='goods-info'>
            <ImageSwiper
              shape='square'
              indicator='fraction'
              images={galleryUrls(goods, 'medium').map((src, i) => ({ src, alt: `${goods.title} 图${i + 1}` }))}
              onTap={viewer.show}
            />
            {activity && (
              <ActivityPanel
                activity={activity}
                detail={detail.data}
                skuPrice={sku?.price ?? 0}
                onEnd={reloadAll}
                onJoin={(groupId) => setSheet({ kind: 'buy', activityKind: PRODUCT_KIND.group, groupId })}
              />
            )}
            {act.notice && (
              <View className='goods-info__notice' role='alert'>
                <Text>{act.notice}</Text>
              </View>
            )}
            {sku && (
              <>
                <Headline
                  info={goods}
                  sku={sku}
                  showPrice={!activity || activity.kind === PRODUCT_KIND.package}
                  onPoster={() => setPoster(true)}
                />
                <ChoiceRows
                  info={goods}
                  sku={sku}
                  qty={qty}
                  stock={offer?.stock ?? sku.stock}
                  limit={offer?.limit ?? sku.limit_per_user}
                  onChoose={() => setSheet({ kind: 'choose' })}
                />
                {/* Stock by region: 送至 <province> 有货 / 无货 / 仅剩 N 件, switchable. */}
                <RegionStock skuId={sku.sku_id} />
                <GoodsService info={goods} skuId={sku.sku_id} />
              </>
            )}
            <GoodsReviews skuId={requested} />
            <View className='goods-info__detail'>
              <Text className='goods-info__detail-title'>商品详情</Text>
              <SafeRichText html={withAlt(goods.detail, goods.title)} />
            </View>
            {viewer.open !== null && (
              <ImageViewer images={zoom} title={goods.title} index={viewer.open} onClose={viewer.close} />
            )}
            <ActionBar collected={act.collected} onCollect={() => void act.toggleCollect()} actions={barActions()} />
            {poster && sku && (
              <Suspense fallback={null}>
                <SharePoster
                  skuId={sku.sku_id}
                  title={goods.title}
                  image={galleryUrls(goods, 'large', 'jpg')[0]}
                  cents={offer?.price ?? sku.price}
                  priceLabel={
                    ongoing?.kind === PRODUCT_KIND.group
                      ? '拼团价'
                      : ongoing?.kind === PRODUCT_KIND.flash
                        ? '秒杀价'
                        : undefined
                  }
                  onClose={() => setPoster(false)}
                />
              </Suspense>
            )}
            {sheet && (
              <Suspense fallback={null}>
                <SkuSheet
                  visible
                  onClose={() => setSheet(null)}
                  goods={goods}
                  skuId={sku?.sku_id}
                  activityKind={sheet.kind === 'buy' ? sheet.activityKind : null}
                  defaultQty={qty}
                  actions={sheetActions(sheet)}
                  onChange={(s, n) => s && setPick({ skuId: s.sku_id, qty: n })}
                  soldOutAction={(s) => {
                    const t: ReminderTarget = { kind: REMINDER_KIND.restock, skuId: s.sku_id }
                    return { text: reminderText(t, reminders.isOn(t)), onClick: () => reminders.toggle(t) }
                  }}
                />
              </Suspense>
            )}
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
