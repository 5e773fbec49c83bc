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
import { ERRNO } from '@/constants/errno'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import { PAGES } from '@/constants/pages'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { useCartCountStore } from '@/stores/cart-count'
import { confirmOrder, createOrder, payOrder, type OrderGoodsInput } from '@/services/api/order'
import { ApiError } from '@/services/request'
import type { Address } from '@/types/address'
import { toast } from '@/utils/feedback'
import { buildUrl } from '@/utils/route'
import { sessionGet, sessionRemove } from '@/utils/storage'
import { goodsFromParams } from './goods'
import { AddressCard, CouponSheet, Line, couponSummary } from './parts'
import './index.scss'

export const CONFIRM_TEXT = {
  submit: '提交订单',
  noAddress: '请先添加收货地址',
  remark: '选填，可告诉商家您的特殊要求',
  invoice: '支付后可在订单详情申请开票',
  cannotShip: '部分商品无法配送至该地址，请更换收货地址'
} as const

interface UndeliverableLine {
  sku_id: number
  reason: string
}

/**
 * Lines the address cannot receive (stock by region), when the server's preview says so: `undeliverable` and
 * `ship_error` of /order/confirm; absent from servers without regional stock, then everything ships.
 */
function shipping(c: object) {
  const r = c as { undeliverable?: UndeliverableLine[]; ship_error?: string }
  const blocked = Array.isArray(r.undeliverable) ? r.undeliverable : []
  const problems = Object.fromEntries(blocked.map((b) => [b.sku_id, b.reason]))
  return { blocked, problems, message: r.ship_error ?? '' }
}

/** Checkout: what is bought, where it goes, the coupon, the totals; one order however often 提交订单 is tapped. */
export default function OrderConfirmPage() {
  const params = usePageParams()
  const [goods] = useState<OrderGoodsInput | null>(() => goodsFromParams(params))
  // The shopper's picks; undefined lets the server choose (default address, best coupon), coupon 0 is "none".
  const pick = useRef<{ addrId?: number; couponId?: number }>({})
  const [remark, setRemark] = useState('')
  const [couponsOpen, setCouponsOpen] = useState(false)

  const preview = usePageData(
    async () => {
      const ask = () => confirmOrder({ ...goods, addr_id: pick.current.addrId, coupon_id: pick.current.couponId })
      try {
        return await ask()
      } catch (err) {
        // A picked address deleted meanwhile, a coupon no longer usable: fall back to the server's choice once.
        const errno = err instanceof ApiError ? err.errno : 0
        if (errno === ERRNO.COUPON_UNAVAILABLE && pick.current.couponId) pick.current.couponId = undefined
        else if (errno === ERRNO.NOT_FOUND && pick.current.addrId) pick.current.addrId = undefined
        else throw err
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
    pick.current.addrId = chosen.id
    return true
  }
  useEffect(() => {
    const onChosen = (a: Address) => {
      if (a?.id) pick.current.addrId = a.id
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

  const chooseCoupon = (couponId: number) => {
    setCouponsOpen(false)
    pick.current.couponId = couponId
    void preview.reload()
  }

  const openAddress = () => {
    const a = preview.data?.address
    const url = a?.addr_id
      ? buildUrl(PAGES.chooseAddress, { from: 'order-confirm', id: a.addr_id })
      : buildUrl(PAGES.addressAction, { from: 'order-confirm' })
    void Taro.navigateTo({ url })
  }

  const submit = useSingleFlight(async () => {
    const c = preview.data
    if (!c) return
    if (!c.address?.addr_id) return void toast(CONFIRM_TEXT.noAddress)
    if (shipping(c).blocked.length) return void toast(shipping(c).message || CONFIRM_TEXT.cannotShip)
    try {
      const order = await createOrder({
        ...goods,
        confirm_token: c.confirm_token,
        addr_id: c.address.addr_id,
        ...(c.coupon_id ? { coupon_id: c.coupon_id } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {})
      })
      // Cart lines just bought are gone from the cart: the tab badge follows now, not on the next cart visit.
      void useCartCountStore.getState().refresh()
      if (order.pay_amount === 0) {
        // Nothing left to pay: settle it at once and show the order.
        await payOrder({ order_no: order.order_no, payway: 8 })
        return void Taro.redirectTo({ url: buildUrl(PAGES.orderDetail, { id: order.id }) })
      }
      // From gift-card-cart: the card the shopper chose pays first on order-pay (digits only).
      const card = /^\d+$/.test(params.user_freeca_id ?? '') ? params.user_freeca_id : undefined
      await Taro.redirectTo({
        url: buildUrl(PAGES.orderPay, { id: order.id, order_no: order.order_no, user_freeca_id: card })
      })
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
          onAction={() =>
            void Taro.switchTab({ url: PAGES.shoppingCart }).catch(() => Taro.reLaunch({ url: PAGES.shoppingCart }))
          }
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
                <Line label='商品金额'>
                  <Price cents={c.goods_amount} size='small' />
                </Line>
                <Line label='运费'>
                  {c.freight ? <Price cents={c.freight} size='small' /> : <Text className='oc-free'>免运费</Text>}
                </Line>
                <Line label='优惠券' onTap={c.coupons.length ? () => setCouponsOpen(true) : undefined}>
                  <Text className='oc-coupon-text'>{coupon.text}</Text>
                  {coupon.saving > 0 && (
                    <Text className='oc-saving'>
                      {' -'}
                      <Price cents={coupon.saving} size='small' />
                    </Text>
                  )}
                </Line>
                {c.discount > coupon.saving && (
                  <Line label='活动优惠'>
                    <Text className='oc-saving'>-</Text>
                    <Price cents={c.discount - coupon.saving} size='small' />
                  </Line>
                )}
                {c.cashback_total > 0 && (
                  <Line label='确认收货后返养老金'>
                    <Price cents={c.cashback_total} size='small' />
                  </Line>
                )}
                <Line label='发票'>
                  <Text className='oc-hint'>{CONFIRM_TEXT.invoice}</Text>
                </Line>
              </View>
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
                visible={couponsOpen}
                coupons={c.coupons}
                chosenId={c.coupon_id}
                onChoose={chooseCoupon}
                onClose={() => setCouponsOpen(false)}
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
