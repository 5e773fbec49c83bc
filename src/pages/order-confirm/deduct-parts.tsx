import { Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import Check from '@/components/check'
import InvoiceTitleCard from '@/components/invoice-title-card'
import Price from '@/components/price'
import { INVOICE_TYPE_NAME } from '@/constants/invoice'
import type { GiftCard } from '@contract/schemas/giftcard'
import type { InvoiceReceiver } from '@contract/schemas/invoice'
import type { OrderConfirmResult, OrderPointsDeduction } from '@contract/schemas/order'
import { Line } from './parts'

export const DEDUCT_TEXT = {
  points: '积分抵扣',
  usePoints: '使用积分抵扣',
  noPoints: '暂无可用积分',
  invoice: '发票',
  noInvoice: '不开发票',
  invoiceNote: '确认收货后开具',
  pickTitle: '选择发票抬头',
  addTitle: '新增发票抬头'
} as const

const TAB_STOP = { tabindex: 0 } as Record<string, number>
const NO_POINTS: OrderPointsDeduction = { available: 0, used: 0, deduct: 0, worth: 0 }

/** The preview's deductions; a server without them (an older build) reads as none. */
export function deductionsOf(c: OrderConfirmResult) {
  return { freeca: c.freeca ?? null, points: c.points ?? NO_POINTS, invoice: c.invoice ?? null }
}

const cardTail = (no: string) => (no.length > 4 ? `尾号${no.slice(-4)}` : no)

export interface DeductionRowsProps {
  c: OrderConfirmResult
  cardName: string
  cardsVisible: boolean
  cards: GiftCard[]
  usePoints: boolean
  onOpenCards: () => void
  onTogglePoints: (on: boolean) => void
  onOpenInvoice: () => void
}

/** 购物卡, 积分抵扣, 发票: below the coupon, each changed choice priced again by the server. */
export function DeductionRows(p: DeductionRowsProps) {
  const { freeca, points, invoice } = deductionsOf(p.c)
  const chosen = p.cards.find((x) => x.user_freeca_id === freeca?.user_freeca_id)
  const canPick = p.cards.length > 0 || freeca !== null
  // The server prices what the points would pay (its exchange rate, not the page's guess), on or off.
  const worth = points.worth
  return (
    <>
      {p.cardsVisible && (
        <Line label={p.cardName} onTap={canPick ? p.onOpenCards : undefined}>
          {freeca ? (
            <>
              <Text className='oc-coupon-text'>
                {chosen ? `${p.cardName}（${cardTail(chosen.card_no)}）` : freeca.name}
              </Text>
              <Text className='oc-saving oc-deduct--card'>
                {' '}
                <Price cents={-freeca.deduct} size='small' />
              </Text>
            </>
          ) : (
            <Text className='oc-coupon-text'>
              {p.cards.length ? `${p.cards.length} 张可用，不使用` : `暂无可用${p.cardName}`}
            </Text>
          )}
        </Line>
      )}
      <Line label={DEDUCT_TEXT.points}>
        {points.available > 0 ? (
          <Text className='oc-coupon-text oc-points__text'>
            共 {points.available} 积分，{p.usePoints ? '抵' : '可抵'} <Price cents={worth} size='small' />
          </Text>
        ) : (
          <Text className='oc-coupon-text'>{DEDUCT_TEXT.noPoints}</Text>
        )}
        <Check
          className='oc-points__check'
          checked={p.usePoints && points.available > 0}
          disabled={points.available <= 0}
          a11yName={DEDUCT_TEXT.usePoints}
          onChange={p.onTogglePoints}
        />
      </Line>
      <Line label={DEDUCT_TEXT.invoice} onTap={p.onOpenInvoice}>
        {invoice ? (
          <Text className='oc-invoice__chosen'>
            {invoice.title}
            <Text className='oc-hint'>（{DEDUCT_TEXT.invoiceNote}）</Text>
          </Text>
        ) : (
          <Text className='oc-coupon-text'>{DEDUCT_TEXT.noInvoice}</Text>
        )}
      </Line>
    </>
  )
}

/** The totals: what the goods cost and every amount taken off, down to what is left to pay. */
export function Totals({ c, cardName }: { c: OrderConfirmResult; cardName: string }) {
  const { freeca, points } = deductionsOf(c)
  const minus = (cents: number) => <Price cents={-cents} size='small' />
  return (
    <View className='oc-card oc-totals'>
      <Line label='商品金额'>
        <Price cents={c.goods_amount} size='small' />
      </Line>
      <Line label='运费'>
        {c.freight ? <Price cents={c.freight} size='small' /> : <Text className='oc-free'>免运费</Text>}
      </Line>
      {c.discount > 0 && <Line label='优惠'>{minus(c.discount)}</Line>}
      {freeca && freeca.deduct > 0 && <Line label={cardName}>{minus(freeca.deduct)}</Line>}
      {points.deduct > 0 && <Line label={`积分（${points.used}）`}>{minus(points.deduct)}</Line>}
      <Line label='实付'>
        <Price cents={c.pay_amount} />
      </Line>
      {c.cashback_total > 0 && (
        <Line label='确认收货后返养老金'>
          <Price cents={c.cashback_total} size='small' />
        </Line>
      )}
    </View>
  )
}

interface SheetProps {
  visible: boolean
  title: string
  label: string
  onClose: () => void
  children: ReactNode
  /** Outside the radio group: notes and links. */
  head?: ReactNode
  foot?: ReactNode
}

function Sheet(p: SheetProps) {
  return (
    <Popup visible={p.visible} position='bottom' round onClose={p.onClose} className='oc-coupons'>
      <View className='oc-coupons__head'>
        <Text className='oc-coupons__title'>{p.title}</Text>
        <View className='oc-coupons__close' role='button' {...TAB_STOP} aria-label='关闭' onClick={p.onClose}>
          <Text aria-hidden='true'>×</Text>
        </View>
      </View>
      <View className='oc-coupons__list'>
        {p.head}
        <View role='radiogroup' aria-label={p.label}>
          {p.children}
        </View>
        {p.foot}
      </View>
    </Popup>
  )
}

function Option(p: { checked: boolean; onPick: () => void; className?: string; children: ReactNode }) {
  return (
    <View
      className={`oc-coupon ${p.className ?? ''}`.trim()}
      role='radio'
      {...TAB_STOP}
      aria-checked={p.checked}
      onClick={p.onPick}
    >
      <View className='oc-coupon__body'>{p.children}</View>
      <View className={`oc-radio${p.checked ? ' oc-radio--on' : ''}`} aria-hidden='true' />
    </View>
  )
}

export interface CardSheetProps {
  visible: boolean
  name: string
  cards: GiftCard[]
  chosenId: number | null
  onChoose: (userFreecaId: number) => void
  onClose: () => void
}

/** Pick one shopping card (its balance and what it may buy) or none. */
export function CardSheet({ visible, name, cards, chosenId, onChoose, onClose }: CardSheetProps) {
  return (
    <Sheet visible={visible} title={`选择${name}`} label={name} onClose={onClose}>
      {cards.map((card) => (
        <Option
          key={card.user_freeca_id}
          className='oc-card-option'
          checked={card.user_freeca_id === chosenId}
          onPick={() => onChoose(card.user_freeca_id)}
        >
          <Text className='oc-coupon__name'>
            {name}（{cardTail(card.card_no)}）
          </Text>
          <Text className='oc-coupon__rule'>
            余额 <Price cents={card.balance} size='small' /> · {card.scope_text}
          </Text>
        </Option>
      ))}
      <Option checked={chosenId === null} onPick={() => onChoose(0)}>
        <Text className='oc-coupon__name'>不使用{name}</Text>
      </Option>
    </Sheet>
  )
}

export interface InvoiceSheetProps {
  visible: boolean
  receivers: InvoiceReceiver[]
  chosenId: number | null
  onChoose: (receiverId: number) => void
  onAdd: () => void
  onClose: () => void
}

/** Ask for an invoice with one of the shopper's titles (issued once the goods are received), or none. */
export function InvoiceSheet({ visible, receivers, chosenId, onChoose, onAdd, onClose }: InvoiceSheetProps) {
  return (
    <Sheet
      visible={visible}
      title={DEDUCT_TEXT.pickTitle}
      label={DEDUCT_TEXT.pickTitle}
      onClose={onClose}
      head={
        <Text className='oc-hint oc-invoice__note'>
          {INVOICE_TYPE_NAME}，{DEDUCT_TEXT.invoiceNote}
        </Text>
      }
      foot={
        <Button className='oc-invoice__add' fill='outline' size='small' onClick={onAdd}>
          {DEDUCT_TEXT.addTitle}
        </Button>
      }
    >
      {receivers.map((r) => (
        <InvoiceTitleCard key={r.id} receiver={r} selected={r.id === chosenId} onPick={() => onChoose(r.id)} />
      ))}
      <Option checked={chosenId === null} onPick={() => onChoose(0)}>
        <Text className='oc-coupon__name'>{DEDUCT_TEXT.noInvoice}</Text>
      </Option>
    </Sheet>
  )
}
