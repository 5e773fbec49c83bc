import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { INVOICE_KIND_LABEL } from '@/constants/invoice'
import type { InvoiceReceiver } from '@contract/schemas/invoice'
import { maskPhone } from '@/utils/mask'
import './index.scss'

export interface InvoiceTitleCardProps {
  receiver: InvoiceReceiver
  /** Picking one (me-invoice-apply): the card is a radio, `selected` marks the current one. */
  onPick?: () => void
  selected?: boolean
  /** Under the card: edit, delete. */
  children?: ReactNode
  className?: string
}

/** An invoice title and where the invoice goes: personal or company (tax number), e-mail or postal address. */
export default function InvoiceTitleCard({
  receiver: r,
  onPick,
  selected = false,
  children,
  className = ''
}: InvoiceTitleCardProps) {
  const body = (
    <View className='invoice-title-card__text'>
      <View className='invoice-title-card__head'>
        <Text className='invoice-title-card__kind'>{INVOICE_KIND_LABEL[r.kind]}</Text>
        <Text className='invoice-title-card__title'>{r.title}</Text>
        {r.is_default && <Text className='invoice-title-card__tag'>默认</Text>}
      </View>
      {r.kind === 2 && r.tax_no && <Text className='invoice-title-card__line'>税号：{r.tax_no}</Text>}
      {r.email && <Text className='invoice-title-card__line'>邮箱：{r.email}</Text>}
      {r.address && (
        <Text className='invoice-title-card__line'>
          邮寄：{r.address}
          {r.phone ? ` ${maskPhone(r.phone)}` : ''}
        </Text>
      )}
    </View>
  )
  return (
    <View className={`invoice-title-card${selected ? ' invoice-title-card--selected' : ''} ${className}`.trim()}>
      {onPick ? (
        <View
          className='invoice-title-card__main'
          role='radio'
          aria-checked={selected ? 'true' : 'false'}
          {...({ tabindex: 0 } as Record<string, number>)}
          onClick={onPick}
        >
          {body}
          <View className='invoice-title-card__radio' aria-hidden='true'>
            {selected && <View className='invoice-title-card__dot' />}
          </View>
        </View>
      ) : (
        <View className='invoice-title-card__main'>{body}</View>
      )}
      {children && <View className='invoice-title-card__actions'>{children}</View>}
    </View>
  )
}
