import Taro from '@tarojs/taro'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import type { Address } from '@contract/schemas/address'
import { goBack } from '@/utils/route'
import { sessionSet } from '@/utils/storage'

/**
 * Hands a picked or newly saved address back to the page that asked for it (constants/order.ts, the address
 * hand-over): the event for a page still alive, session storage for one re-created meanwhile, then back `delta`
 * pages (2 when the address was added from choose-address, so the shopper lands on the asking page).
 */
export async function handBackAddress(address: Address, delta = 1): Promise<void> {
  sessionSet(CHOSEN_ADDRESS_KEY, address)
  Taro.eventCenter.trigger(ADDRESS_CHOSEN_EVENT, address)
  const stack = Taro.getCurrentPages().length
  await goBack(Math.max(1, Math.min(delta, stack - 1)))
}
