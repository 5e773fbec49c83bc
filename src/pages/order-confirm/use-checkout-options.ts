import { usePageData } from '@/hooks/use-page-data'
import { useGiftCardName } from '@/hooks/use-gift-card-name'
import { getGiftCardList } from '@/services/api/giftcard'
import { getInvoiceReceiverList } from '@/services/api/invoice'
import type { GiftCard } from '@contract/schemas/giftcard'
import type { InvoiceReceiver } from '@contract/schemas/invoice'

export interface CheckoutOptions {
  /** The gift card's themed name (购物卡 unless the theme says otherwise). */
  cardName: string
  /** The theme shows gift cards at all (gift_card_visible). */
  cardsVisible: boolean
  /** Usable cards with money on them. */
  cards: GiftCard[]
  /** Invoice titles, default first. */
  receivers: InvoiceReceiver[]
}

/**
 * What the shopper may pay with or ask for besides the coupon. Loaded quietly beside the price preview: a failure
 * only empties a chooser, it never blocks checkout. Loaded again on show, so a title added meanwhile is offered.
 */
export function useCheckoutOptions(): CheckoutOptions {
  const { name, visible } = useGiftCardName()
  const cards = usePageData(() => getGiftCardList({ noTip: true }), [], { refreshOnShow: true, enabled: visible })
  const receivers = usePageData(() => getInvoiceReceiverList({ noTip: true }), [], { refreshOnShow: true })
  return {
    cardName: name,
    cardsVisible: visible,
    cards: visible ? (cards.data?.list ?? []).filter((c) => c.status === 1 && c.balance > 0) : [],
    receivers: receivers.data?.list ?? []
  }
}
