import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import { navigate } from '@/navigation'
import type { Address } from '@contract/schemas/address'
import { sessionRemove } from '@/utils/storage'

/**
 * 修改地址 (docs/architecture-app.md, the address hand-over): opens choose-address for an order and, when an address
 * comes back to this page, hands it to `apply` with that order's id. Only the bar that asked listens for it, so the
 * other cards of a list ignore the choice.
 */
export function useAddressChange(apply: (orderId: number, address: Address) => Promise<void>) {
  const asking = useRef<number | null>(null)
  const chosen = useRef<Address | null>(null)
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    const onChosen = (a: Address) => {
      if (!asking.current || !a?.id) return
      sessionRemove(CHOSEN_ADDRESS_KEY)
      chosen.current = a
    }
    Taro.eventCenter.on(ADDRESS_CHOSEN_EVENT, onChosen)
    return () => void Taro.eventCenter.off(ADDRESS_CHOSEN_EVENT, onChosen)
  }, [])
  // The choice arrives while choose-address is still in front; its confirm waits until this page is shown again
  // (a dialog opened before the way back was closed with the page it was opened over, on H5).
  useDidShow(() => {
    const orderId = asking.current
    const a = chosen.current
    if (!orderId || !a) return
    asking.current = null
    chosen.current = null
    void applyRef.current(orderId, a)
  })
  return (orderId: number) => {
    asking.current = orderId
    return navigate('choose-address', { from: 'order-detail' }).catch(() => {
      asking.current = null
    })
  }
}
