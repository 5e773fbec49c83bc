import { Text, View } from '@tarojs/components'
import Price from '@/components/price'
import { PAY_WAY } from '@contract/enums'
import { payWayName, type GiftCardNaming } from '@/constants/order'
import type { PaywayCard, PaywayOption } from '@contract/schemas/payment'
import { formatTime } from '@/utils/format'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export interface Choice {
  payway: number
  cardId?: number
}

/** The way chosen when the page opens: a usable balance way first (no cashier trip), else the first wallet. */
export function defaultChoice(ways: PaywayOption[], preferredCardId?: number): Choice | null {
  const card = ways.find((w) => w.payway === PAY_WAY.freeca && w.available)
  // The card the shopper came with (gift-card-cart) when it can pay this order, else the first usable one.
  const usable = card?.cards?.filter((c) => c.usable) ?? []
  const chosen = usable.find((c) => c.user_freeca_id === preferredCardId) ?? usable[0]
  if (card) return { payway: card.payway, cardId: chosen?.user_freeca_id }
  const way = ways.find((w) => w.payway === PAY_WAY.efulipay && w.available) ?? ways.find((w) => w.available)
  return way ? { payway: way.payway } : null
}

/** Why a way cannot be used now, for its row. */
function unavailableText(w: PaywayOption): string {
  if (w.payway === PAY_WAY.freeca) return w.cards?.length ? '暂无可用于本订单的卡' : '暂无可用卡'
  if (w.payway === PAY_WAY.efulipay) return '余额不足'
  return '暂不可用'
}

function Radio({ checked }: { checked: boolean }) {
  return <View className={`pay-radio${checked ? ' pay-radio--on' : ''}`} aria-hidden='true' />
}

function CardRow({ card, checked, onPick }: { card: PaywayCard; checked: boolean; onPick: () => void }) {
  return (
    <View
      className={`pay-card${card.usable ? '' : ' pay-card--off'}`}
      role='radio'
      {...TAB_STOP}
      aria-checked={checked}
      aria-disabled={!card.usable}
      onClick={() => card.usable && onPick()}
    >
      <View className='pay-card__body'>
        <Text className='pay-card__name'>{card.name}</Text>
        <Text className='pay-card__meta'>
          余额 <Price cents={card.balance} size='small' /> · 有效期至 {formatTime(card.expire_time, 'YYYY-MM-DD')}
        </Text>
        {!card.usable && <Text className='pay-card__meta'>余额不足或不适用于本订单商品</Text>}
      </View>
      <Radio checked={checked} />
    </View>
  )
}

export interface PayWayListProps {
  ways: PaywayOption[]
  choice: Choice | null
  onChoose: (c: Choice) => void
  naming: GiftCardNaming
  /** The efulipay balance from /user/efulibalance (fresher than the pay-way list's). */
  welfareBalance?: number
}

/** The pay ways this host can run, each with its balance, the gift card's cards under it. */
export function PayWayList({ ways, choice, onChoose, naming, welfareBalance }: PayWayListProps) {
  return (
    <View className='pay-ways' role='radiogroup' aria-label='支付方式'>
      {ways.map((w) => {
        const checked = choice?.payway === w.payway
        const name = payWayName(w.payway, naming)
        const balance = w.payway === PAY_WAY.efulipay ? (welfareBalance ?? w.balance) : w.balance
        return (
          <View key={w.payway} className='pay-way'>
            <View
              className={`pay-way__row${w.available ? '' : ' pay-way__row--off'}`}
              role='radio'
              {...TAB_STOP}
              aria-checked={checked}
              aria-disabled={!w.available}
              onClick={() =>
                w.available && onChoose({ payway: w.payway, cardId: w.cards?.find((c) => c.usable)?.user_freeca_id })
              }
            >
              <View className={`pay-way__icon pay-way__icon--${w.payway}`} aria-hidden='true' />
              <View className='pay-way__body'>
                <Text className='pay-way__name'>{name}</Text>
                {balance !== undefined && (
                  <Text className='pay-way__meta'>
                    可用余额 <Price cents={balance} size='small' />
                  </Text>
                )}
                {!w.available && <Text className='pay-way__meta'>{unavailableText(w)}</Text>}
              </View>
              <Radio checked={checked} />
            </View>
            {checked && w.payway === PAY_WAY.freeca && (w.cards?.length ?? 0) > 1 && (
              <View className='pay-way__cards' role='radiogroup' aria-label={`选择${name}`}>
                {w.cards?.map((c) => (
                  <CardRow
                    key={c.user_freeca_id}
                    card={c}
                    checked={choice?.cardId === c.user_freeca_id}
                    onPick={() => onChoose({ payway: w.payway, cardId: c.user_freeca_id })}
                  />
                ))}
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
