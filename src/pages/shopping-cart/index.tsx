import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { confirmAction } from '@/components/confirm'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { navigate, pagePath, switchTab } from '@/navigation'
import { goLogin } from '@/platform/login'
import { cleanCart, deleteCart, getCartList } from '@/services/api/cart'
import { useAuthStore } from '@/stores/auth'
import { useCartCountStore } from '@/stores/cart-count'
import type { CartListResponse } from '@contract/schemas/cart'
import { toast } from '@/utils/feedback'
import CartLineRow from './cart-line'
import {
  allSelected,
  cartTotals,
  clampQty,
  reconcileSelection,
  shortLines,
  toggleAll,
  toggleOne,
  totalQty,
  validLines
} from './cart-logic'
import CheckoutBar from './checkout-bar'
import { useQtyEdits } from './use-qty-edits'
import './index.scss'

/** Cart lines a phone shows before any scroll (a line is about 100 px high): their images load at once. */
const FIRST_SCREEN_LINES = 4

export default function ShoppingCartPage() {
  const isLogin = useAuthStore((s) => s.isLogin)
  const cart = usePageData(() => getCartList({ noTip: true }), [isLogin], { refreshOnShow: true, enabled: isLogin })
  const lines = cart.data?.list ?? []
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [managing, setManaging] = useState(false)
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const seen = useRef(new Set<number>())

  // Each answer of /cart/list: keep the shopper's choices, select what is new, update the tab badge.
  useEffect(() => {
    if (!cart.data) return
    const list = cart.data.list ?? []
    const before = seen.current
    setSelected((s) => reconcileSelection(list, s, before))
    setChosen((c) => new Set(list.filter((l) => c.has(l.cart_id)).map((l) => l.cart_id)))
    seen.current = new Set(list.map((l) => l.cart_id))
  }, [cart.data])
  useEffect(() => {
    if (cart.data) useCartCountStore.getState().setNum(totalQty(cart.data.list ?? []))
  }, [cart.data])

  const edits = useQtyEdits({
    onSaved: () => void useCartCountStore.getState().refresh(),
    onFailed: () => void cart.reload()
  })

  const setQty = (cartId: number, qty: number) => {
    const line = lines.find((l) => l.cart_id === cartId)
    if (!line) return
    const next = clampQty(qty, line)
    cart.setData((d) => d && { ...d, list: d.list.map((l) => (l.cart_id === cartId ? { ...l, qty: next } : l)) })
    edits.schedule(cartId, next)
  }

  const remove = async (ids: number[], content: string) => {
    if (!ids.length || !(await confirmAction({ content, confirmText: '删除', danger: true }))) return
    edits.cancel(ids)
    try {
      await deleteCart(ids)
    } finally {
      setChosen(new Set())
      await cart.reload()
    }
  }

  const clean = async () => {
    if (!(await confirmAction({ content: '确定清空全部失效商品吗？', confirmText: '清空', danger: true }))) return
    try {
      await cleanCart()
    } finally {
      await cart.reload()
    }
  }

  const checkout = async () => {
    const ids = validLines(lines)
      .filter((l) => selected.has(l.cart_id))
      .map((l) => l.cart_id)
    if (!ids.length) return void toast('请选择要结算的商品')
    const short = shortLines(lines, selected)
    if (short.length) return void toast(`${short[0].title} 库存不足，请修改数量`)
    // The order is priced from the server's cart: let it have the last quantities first.
    if (edits.hasPending()) await edits.flush()
    void Promise.resolve(navigate('order-confirm', { cart_ids: ids.join(','), from: 'cart' })).catch(() => undefined)
  }

  if (!isLogin) {
    return (
      <PageLayout page='shopping-cart'>
        <EmptyState
          title='登录后查看购物车'
          description='登录后可同步购物车中的商品'
          actionText='去登录'
          onAction={() => void goLogin(pagePath('shopping-cart'))}
        />
      </PageLayout>
    )
  }

  const valid = lines.filter((l) => l.valid)
  const invalid = lines.filter((l) => !l.valid)
  const totals = cartTotals(lines, selected)
  return (
    <PageLayout page='shopping-cart'>
      <LoadState
        of={cart}
        skeleton='list'
        isEmpty={(d: CartListResponse) => !d.list?.length}
        empty={{
          title: '购物车还是空的',
          description: '去挑几件喜欢的商品吧',
          actionText: '去逛逛',
          onAction: () => void switchTab('home').catch(() => undefined)
        }}
      >
        {() => (
          <View className='cart'>
            <View className='cart__head'>
              <Text className='cart__count'>共 {totalQty(lines)} 件商品</Text>
              <View
                className='cart__manage'
                role='button'
                aria-pressed={managing ? 'true' : 'false'}
                onClick={() => {
                  setManaging((m) => !m)
                  setChosen(new Set())
                }}
              >
                <Text>{managing ? '完成' : '管理'}</Text>
              </View>
            </View>
            {valid.length > 0 && (
              <View className='cart__group'>
                {valid.map((l, i) => (
                  <CartLineRow
                    key={l.cart_id}
                    line={l}
                    eager={i < FIRST_SCREEN_LINES}
                    checked={managing ? chosen.has(l.cart_id) : selected.has(l.cart_id)}
                    selectable
                    onToggle={() =>
                      managing ? setChosen((c) => toggleOne(c, l.cart_id)) : setSelected((s) => toggleOne(s, l.cart_id))
                    }
                    onQty={(q) => setQty(l.cart_id, q)}
                  />
                ))}
              </View>
            )}
            {invalid.length > 0 && (
              <View className='cart__group' role='region' aria-label='失效商品'>
                <View className='cart__invalid-head'>
                  <Text>失效商品 {invalid.length} 件</Text>
                  <View className='cart__clean' role='button' onClick={() => void clean()}>
                    <Text>清空失效商品</Text>
                  </View>
                </View>
                {invalid.map((l) => (
                  <CartLineRow
                    key={l.cart_id}
                    line={l}
                    checked={managing && chosen.has(l.cart_id)}
                    selectable={managing}
                    onToggle={() => setChosen((c) => toggleOne(c, l.cart_id))}
                    onQty={() => undefined}
                  />
                ))}
              </View>
            )}
            <View className='cart__spacer' />
            <CheckoutBar
              totals={totals}
              all={managing ? lines.length > 0 && chosen.size === lines.length : allSelected(lines, selected)}
              managing={managing}
              chosen={chosen.size}
              onToggleAll={() =>
                managing
                  ? setChosen((c) => (c.size === lines.length ? new Set() : new Set(lines.map((l) => l.cart_id))))
                  : setSelected((s) => toggleAll(lines, s))
              }
              onCheckout={() => void checkout()}
              onDelete={() => void remove([...chosen], `确定删除选中的 ${chosen.size} 种商品吗？`)}
            />
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
