import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import Price from '@/components/price'
import { getGiftCardInfo } from '@/services/api/giftcard'
import type { GiftCard, GiftCardFlow } from '@contract/schemas/giftcard'
import { formatTime } from '@/utils/format'

const TAB_STOP = { tabindex: 0 } as Record<string, number>

/** The card number with all but its last four digits hidden. */
export const maskCardNo = (no: string) => (no.length > 4 ? `**** ${no.slice(-4)}` : no)

type LedgerState =
  { status: 'idle' | 'loading' } | { status: 'error'; message: string } | { status: 'ready'; flows: GiftCardFlow[] }

/** The card's ledger, loaded (/freeca/info) the first time it is opened and again after a failure. */
function Ledger({ cardId, state, onRetry }: { cardId: number; state: LedgerState; onRetry: () => void }) {
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={onRetry} />
  if (state.status !== 'ready') return <Loading block />
  if (!state.flows.length) return <Text className='gc-ledger__empty'>暂无收支明细</Text>
  return (
    <View className='gc-ledger' id={`ledger-${cardId}`} role='list' aria-label='收支明细'>
      {state.flows.map((f) => (
        <View key={f.id} className='gc-ledger__row' role='listitem'>
          <View className='gc-ledger__what'>
            <Text className='gc-ledger__reason'>{f.reason_text}</Text>
            <Text className='gc-ledger__time'>{formatTime(f.time, 'YYYY-MM-DD HH:mm')}</Text>
          </View>
          <View className='gc-ledger__money'>
            <Text className={f.delta > 0 ? 'gc-ledger__delta gc-ledger__delta--in' : 'gc-ledger__delta'}>
              {f.delta > 0 ? '+' : ''}
              <Price cents={f.delta} size='small' />
            </Text>
            <Text className='gc-ledger__after'>
              余额 <Price cents={f.balance_after} size='small' />
            </Text>
          </View>
        </View>
      ))}
    </View>
  )
}

interface CardProps {
  card: GiftCard
  name: string
  onUse: (card: GiftCard) => void
}

/** One shopping card: name, balance of face value, validity, scope; 去使用 and the ledger. */
export function GiftCardItem({ card, name, onUse }: CardProps) {
  const [open, setOpen] = useState(false)
  const [ledger, setLedger] = useState<LedgerState>({ status: 'idle' })
  const load = async () => {
    setLedger({ status: 'loading' })
    try {
      const info = await getGiftCardInfo({ user_freeca_id: card.user_freeca_id }, { noTip: true })
      setLedger({ status: 'ready', flows: info.flows })
    } catch (err) {
      setLedger({ status: 'error', message: (err as Error)?.message || '明细加载失败' })
    }
  }
  const toggle = () => {
    if (!open && ledger.status !== 'ready') void load()
    setOpen(!open)
  }
  const usable = card.status === 1
  return (
    <View className={`gc-card${usable ? '' : ' gc-card--off'}`}>
      <View className='gc-card__face'>
        <View className='gc-card__head'>
          <Text className='gc-card__name'>{name}</Text>
          <Text className='gc-card__status'>{card.status_text}</Text>
        </View>
        <View className='gc-card__balance'>
          <Text className='gc-card__label'>余额</Text>
          <Price cents={card.balance} size='large' />
          <Text className='gc-card__face-value'>
            面值 <Price cents={card.face_value} size='small' />
          </Text>
        </View>
        <Text className='gc-card__meta'>
          卡号 {maskCardNo(card.card_no)} · {card.scope_text}
        </Text>
        <Text className='gc-card__meta'>有效期至 {formatTime(card.expire_time, 'YYYY-MM-DD')}</Text>
      </View>
      <View className='gc-card__actions'>
        <View className='gc-card__btn' role='button' {...TAB_STOP} aria-expanded={open} onClick={toggle}>
          <Text>{open ? '收起明细' : '收支明细'}</Text>
        </View>
        {usable && (
          <View className='gc-card__btn gc-card__btn--main' role='button' {...TAB_STOP} onClick={() => onUse(card)}>
            <Text>去使用</Text>
          </View>
        )}
      </View>
      {open && <Ledger cardId={card.user_freeca_id} state={ledger} onRetry={() => void load()} />}
    </View>
  )
}
