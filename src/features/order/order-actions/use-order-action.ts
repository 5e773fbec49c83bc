import { ORDER_STATUS } from '@contract/enums'
import { chooseAction, confirmAction } from '@/components/confirm'
import { CANCEL_REASONS } from '@/constants/order'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { type PageArgs, type PageName, navigate, relaunch, switchTab } from '@/navigation'
import { addCart } from '@/services/api/cart'
import {
  cancelOrder,
  changeOrderAddress,
  confirmOrderReceipt,
  deleteOrder,
  remindOrderShipping
} from '@/services/api/order'
import { useAddressChange } from './use-address-change'
import { toast } from '@/utils/feedback'
import type { ActionOrder, OrderActionKey } from './actions'

export const ACTION_TEXT = {
  cancelAsk: '确定要取消该订单吗？取消后优惠券将退回',
  cancelled: '订单已取消',
  receiptAsk: '请确认您已收到全部商品，确认后订单将进入售后期',
  received: '已确认收货',
  buyAgainNone: '商品已下架或无货，无法再次购买',
  deleteAsk: '删除后订单将不在“我的订单”中显示，商家仍保留订单记录，如需售后请联系客服',
  deleted: '订单已删除',
  reminded: '已提醒商家尽快发货',
  addressAsk: (text: string) => `收货地址将改为：${text}。每个订单只能修改一次，确定修改吗？`,
  addressChanged: '收货地址已修改'
} as const

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** Where an order's page is: a group order waiting for its group (待成团, only group orders wait) has its own. */
export const orderPage = (o: Pick<ActionOrder, 'status'>) =>
  o.status === ORDER_STATUS.awaitGrouped ? 'order-detail-group' : 'order-detail'

async function openCart() {
  try {
    await switchTab('shopping-cart')
  } catch {
    await relaunch('shopping-cart').catch(() => undefined)
  }
}

/**
 * Runs an order action: navigation for the links, a reason + confirm for cancel, a confirm for receipt, the cart
 * for buy-again. One action at a time; `onChanged` runs after the server changed the order (reload the page).
 */
export function useOrderAction(onChanged?: () => void, onDeleted?: () => void) {
  // 修改地址: the address comes back from choose-address; this order then takes it, once confirmed.
  const askAddress = useAddressChange(async (orderId, a) => {
    const text = `${a.name} ${a.phone} ${a.province}${a.city}${a.area}${a.detail}`
    if (!(await confirmAction({ content: ACTION_TEXT.addressAsk(text), confirmText: '确认修改' }))) return
    await changeOrderAddress({ id: orderId, addr_id: a.id }).then(
      () => {
        void toast(ACTION_TEXT.addressChanged, { icon: 'success' })
        onChanged?.()
      },
      // The request layer has shown the server's reason (shipped, printed, changed before, no stock there).
      () => undefined
    )
  })
  const flight = useSingleFlight(async (key: OrderActionKey, o: ActionOrder) => {
    switch (key) {
      case 'pay':
        return go('order-pay', { id: o.id, order_no: o.order_no })
      case 'express':
        return go('order-express', { id: o.id })
      case 'refund':
        return go('order-apply-refund', { id: o.id })
      case 'refundDetail':
        return go('order-refund-detail', { order_id: o.id })
      case 'invoice':
        return go('me-invoice-apply', { order_id: o.id })
      case 'group':
        return go(o.status === ORDER_STATUS.awaitGrouped ? 'order-detail-group' : 'order-detail-group-closed', {
          id: o.id
        })
      case 'cancel': {
        const reason = await chooseAction(CANCEL_REASONS)
        if (reason === null) return
        const sure = await confirmAction({
          content: ACTION_TEXT.cancelAsk,
          confirmText: '取消订单',
          cancelText: '再想想',
          danger: true
        })
        if (!sure) return
        await cancelOrder({ id: o.id, reason })
        void toast(ACTION_TEXT.cancelled, { icon: 'success' })
        return onChanged?.()
      }
      case 'confirm': {
        if (!(await confirmAction({ content: ACTION_TEXT.receiptAsk, confirmText: '确认收货' }))) return
        await confirmOrderReceipt({ id: o.id })
        void toast(ACTION_TEXT.received, { icon: 'success' })
        return onChanged?.()
      }
      case 'delete': {
        const sure = await confirmAction({ content: ACTION_TEXT.deleteAsk, confirmText: '删除', danger: true })
        if (!sure) return
        await deleteOrder({ id: o.id })
        void toast(ACTION_TEXT.deleted, { icon: 'success' })
        return (onDeleted ?? onChanged)?.()
      }
      case 'remind': {
        const res = await remindOrderShipping({ id: o.id })
        return void toast(res.message || ACTION_TEXT.reminded, { icon: 'success' })
      }
      case 'address':
        return askAddress(o.id)
      case 'buyAgain': {
        let added = 0
        for (const l of o.lines) {
          // One line off the shelf should not stop the others.
          if (
            await addCart({ sku_id: l.sku_id, qty: l.qty }, { noTip: true }).then(
              () => true,
              () => false
            )
          )
            added++
        }
        if (!added) return void toast(ACTION_TEXT.buyAgainNone)
        return openCart()
      }
    }
  })
  const run = (key: OrderActionKey, o: ActionOrder) =>
    // The request layer has shown the server's message; the page stays as it was.
    flight.run(key, o).catch(() => undefined)
  return { run, busy: flight.busy }
}
