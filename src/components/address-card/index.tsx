import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { Address } from '@contract/schemas/address'
import { maskPhone } from '@/utils/mask'
import './index.scss'

export { handBackAddress } from './hand-back'

export interface AddressCardProps {
  address: Address
  /** Picking one (choose-address): the card is a radio, `selected` marks the current one. */
  onPick?: () => void
  selected?: boolean
  /** Under the address: set default, edit, delete. */
  children?: ReactNode
  className?: string
}

/** A delivery address: who, which phone (masked), where, and the 默认 tag; pickable in choose-address. */
export default function AddressCard({
  address: a,
  onPick,
  selected = false,
  children,
  className = ''
}: AddressCardProps) {
  const body = (
    <>
      <View className='address-card__who'>
        <Text className='address-card__name'>{a.name}</Text>
        <Text className='address-card__phone'>{maskPhone(a.phone)}</Text>
        {a.is_default && <Text className='address-card__tag'>默认</Text>}
      </View>
      <Text className='address-card__full'>{a.full_address}</Text>
    </>
  )
  return (
    <View className={`address-card${selected ? ' address-card--selected' : ''} ${className}`.trim()}>
      {onPick ? (
        <View
          className='address-card__main address-card__main--pick'
          role='radio'
          aria-checked={selected ? 'true' : 'false'}
          {...({ tabindex: 0 } as Record<string, number>)}
          onClick={onPick}
        >
          <View className='address-card__text'>{body}</View>
          <View className='address-card__radio' aria-hidden='true'>
            {selected && <View className='address-card__dot' />}
          </View>
        </View>
      ) : (
        <View className='address-card__main'>
          <View className='address-card__text'>{body}</View>
        </View>
      )}
      {children && <View className='address-card__actions'>{children}</View>}
    </View>
  )
}
