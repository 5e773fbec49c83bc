import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { Button, Input } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import BottomBar from '@/components/bottom-bar'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import OrderGoods from '@/components/order-goods'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { ORDER_STATUS, PAY_WAY } from '@contract/enums'
import { ERRNO } from '@contract/errno'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate, redirectTo, relaunch, switchTab } from '@/navigation'
import { useCartCountStore } from '@/stores/cart-count'
import { confirmOrder, createOrder, payOrder, type OrderGoodsInput } from '@/services/api/order'
import { ApiError } from '@/services/request'
import type { Address } from '@contract/schemas/address'
import type { OrderDeductionInput } from '@contract/schemas/order'
import { toast } from '@/utils/feedback'
import { sessionGet, sessionRemove } from '@/utils/storage'
import { CardSheet, DeductionRows, InvoiceSheet, Totals, deductionsOf } from './deduct-parts'
import { goodsFromParams, shipping } from './goods'
import { AddressCard, CouponSheet, Line, couponSummary } from './parts'
import { useCheckoutOptions } from './use-checkout-options'
import './index.scss'

export const CONFIRM_TEXT = {
  submit: '提交订单',
  noAddress: '请先添加收货地址',
  remark: '选填，可告诉商家您的特殊要求',
  paid: '支付成功',
  cannotShip: '部分商品无法配送至该地址，请更换收货地址'
} as const

/** The shopper's picks; undefined lets the server choose (default address, best coupon), coupon 0 is "none". */
interface Picks {
  addrId?: number
  couponId?: number
  freecaId?: number
  usePoints?: boolean
  receiverId?: number
}

const deductInput = (p: Picks): OrderDeductionInput => ({
  ...(p.freecaId ? { user_freeca_id: p.freecaId } : {}),
  ...(p.usePoints ? { use_points: true } : {}),
  ...(p.receiverId ? { invoice_receiver_id: p.receiverId } : {})
})

/** A pick the server refused, dropped so that the page prices without it; null when nothing explains the error. */
function withoutRefused(p: Picks, errno: number): Picks | null {
  if (errno === ERRNO.COUPON_UNAVAILABLE && p.couponId) return { ...p, couponId: undefined }
  if (errno === ERRNO.GIFT_CARD_INVALID && p.freecaId) return { ...p, freecaId: undefined }
  if (errno === ERRNO.POINTS_NOT_ENOUGH && p.usePoints) return { ...p, usePoints: false }
  // Deleted meanwhile (an address, a title) or not the shopper's: back to the server's choices.
  if (errno === ERRNO.NOT_FOUND && (p.addrId || p.freecaId || p.receiverId))
    return { couponId: p.couponId, usePoints: p.usePoints }
  return null
}

/** Checkout: what is bought, where it goes, coupon, card, points, invoice, the totals; one order per confirmation. */
export default function OrderConfirmPage() {
  const params = usePageParams<'order-confirm'>()
  const [goods] = useState<OrderGoodsInput | null>(() => goodsFromParams(params))
  const pick = useRef<Picks>({})
  // What the rows show of the picks (the ref is what the next request reads).
  const [picks, setPicks] = useState<Picks>({})
  const [remark, setRemark] = useState('')
  const [sheet, setSheet] = useState<'coupon' | 'card' | 'invoice' | null>(null)
  const options = useCheckoutOptions()

  const preview = usePageData(
    async () => {
      const ask = () => {
        const p = pick.current
        return confirmOrder({ ...goods, addr_id: p.addrId, coupon_id: p.couponId, ...deductInput(p) })
      }
      try {
        return await ask()
      } catch (err) {
        // A pick no longer usable (address deleted, coupon used, card expired): without it, once.
        const next = withoutRefused(pick.current, err instanceof ApiError ? err.errno : 0)
        if (!next) throw err
        pick.current = next
        setPicks(next)
        return ask()
      }
    },
    [],
    { enabled: goods !== null }
  )

  const takeChosenAddress = () => {
    const chosen = sessionGet<Address>(CHOSEN_ADDRESS_KEY)
    if (!chosen?.id) return false
    sessionRemove(CHOSEN_ADDRESS_KEY)
    pick.current = { ...pick.current, addrId: chosen.id }
    return true
  }
  useEffect(() => {
    const onChosen = (a: Address) => {
      if (a?.id) pick.current = { ...pick.current, addrId: a.id }
    }
    Taro.eventCenter.on(ADDRESS_CHOSEN_EVENT, onChosen)
    return () => void Taro.eventCenter.off(ADDRESS_CHOSEN_EVENT, onChosen)
  }, [])
  const shown = useRef(false)
  useDidShow(() => {
    // Back from choosing or adding an address (or from anywhere): price it again as it is now.
    takeChosenAddress()
    if (shown.current) void preview.reload()
    shown.current = true
  })

  const choose = (patch: Picks) => {
    setSheet(null)
    pick.current = { ...pick.current, ...patch }
    setPicks(pick.current)
    void preview.reload()
  }
  const addTitle = () => {
    setSheet(null)
    // Back from adding it: the list and the preview load again on show.
    void navigate('me-invoice-receiver-add', { from: 'order-confirm' })
  }

  const openAddress = () => {
    const a = preview.data?.address
    if (a?.addr_id) void navigate('choose-address', { from: 'order-confirm', id: a.addr_id })
    else void navigate('address-action', { from: 'order-confirm' })
  }

  const submit = useSingleFlight(async () => {
    const c = preview.data
    if (!c) return
    if (!c.address?.addr_id) return void toast(CONFIRM_TEXT.noAddress)
    if (shipping(c).blocked.length) return void toast(shipping(c).message || CONFIRM_TEXT.cannotShip)
    // What the preview priced is what is ordered.
    const { freeca, points, invoice } = deductionsOf(c)
    try {
      const order = await createOrder({
        ...goods,
        confirm_token: c.confirm_token,
        addr_id: c.address.addr_id,
        ...(c.coupon_id ? { coupon_id: c.coupon_id } : {}),
        ...(freeca ? { user_freeca_id: freeca.user_freeca_id } : {}),
        ...(points.used > 0 ? { use_points: true } : {}),
        ...(invoice ? { invoice_receiver_id: invoice.receiver_id } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {})
      })
      // Cart lines just bought are gone from the cart: the tab badge follows now, not on the next cart visit.
      void useCartCountStore.getState().refresh()
      if (order.status !== ORDER_STATUS.awaitPayment) {
        // The card and points paid it all: the order is paid already.
        void toast(CONFIRM_TEXT.paid, { icon: 'success' })
        return void redirectTo('order-detail', { id: order.id })
      }
      if (order.pay_amount === 0) {
        // Nothing left to pay: settle it at once (through the welfare way, which moves no money) and show the order.
        await payOrder({ order_no: order.order_no, payway: PAY_WAY.efulipay })
        return void redirectTo('order-detail', { id: order.id })
      }
      // From gift-card-cart: the card the shopper chose pays first on order-pay (digits only).
      const card = !freeca && /^\d+$/.test(params.user_freeca_id ?? '') ? params.user_freeca_id : undefined
      await redirectTo('order-pay', { id: order.id, order_no: order.order_no, user_freeca_id: card })
    } catch (err) {
      // The server's message is on screen; an expired or changed preview is priced again.
      if (err instanceof ApiError && err.errno !== ERRNO.NOT_FOUND) void preview.reload()
    }
  })

  if (!goods)
    return (
      <PageLayout page='order-confirm'>
        <EmptyState
          title='没有要结算的商品'
          actionText='去购物车'
          onAction={() => void switchTab('shopping-cart').catch(() => relaunch('shopping-cart'))}
        />
      </PageLayout>
    )
  return (
    <PageLayout page='order-confirm' className='order-confirm'>
      <LoadState of={preview}>
        {(c) => {
          const coupon = couponSummary(c)
          const ship = shipping(c)
          return (
            <View>
              <AddressCard address={c.address} onTap={openAddress} />
              {ship.blocked.length > 0 && (
                <View className='oc-ship-error' role='alert'>
                  <Text>{ship.message || CONFIRM_TEXT.cannotShip}</Text>
                </View>
              )}
              <View className='oc-card'>
                <OrderGoods lines={c.lines} problems={ship.problems} />
              </View>
              <View className='oc-card'>
                <Line label='优惠券' onTap={c.coupons.length ? () => setSheet('coupon') : undefined}>
                  <Text className='oc-coupon-text'>{coupon.text}</Text>
                  {coupon.saving > 0 && (
                    <Text className='oc-saving'>
                      {' '}
                      <Price cents={-coupon.saving} size='small' />
                    </Text>
                  )}
                </Line>
                <DeductionRows
                  c={c}
                  {...options}
                  usePoints={Boolean(picks.usePoints)}
                  onOpenCards={() => setSheet('card')}
                  onTogglePoints={(on) => choose({ usePoints: on })}
                  onOpenInvoice={() => setSheet('invoice')}
                />
              </View>
              <Totals c={c} cardName={options.cardName} />
              <View className='oc-card oc-remark'>
                <Text className='oc-line__label'>订单备注</Text>
                <Input
                  className='oc-remark__input'
                  value={remark}
                  maxLength={200}
                  placeholder={CONFIRM_TEXT.remark}
                  onChange={(v) => setRemark(String(v))}
                />
              </View>
              <CouponSheet
                visible={sheet === 'coupon'}
                coupons={c.coupons}
                chosenId={c.coupon_id}
                onChoose={(couponId) => choose({ couponId })}
                onClose={() => setSheet(null)}
              />
              <CardSheet
                visible={sheet === 'card'}
                name={options.cardName}
                cards={options.cards}
                chosenId={deductionsOf(c).freeca?.user_freeca_id ?? null}
                onChoose={(freecaId) => choose({ freecaId })}
                onClose={() => setSheet(null)}
              />
              <InvoiceSheet
                visible={sheet === 'invoice'}
                receivers={options.receivers}
                chosenId={deductionsOf(c).invoice?.receiver_id ?? null}
                onChoose={(receiverId) => choose({ receiverId })}
                onAdd={addTitle}
                onClose={() => setSheet(null)}
              />
              <BottomBar className='oc-bar'>
                <View className='oc-bar__total'>
                  <Text className='oc-bar__label'>合计</Text>
                  <Price cents={c.pay_amount} size='large' />
                </View>
                <Button
                  className='oc-bar__submit'
                  type='primary'
                  loading={submit.busy}
                  disabled={submit.busy || preview.refreshing || ship.blocked.length > 0}
                  onClick={() => void submit.run()}
                >
                  {CONFIRM_TEXT.submit}
                </Button>
              </BottomBar>
            </View>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
