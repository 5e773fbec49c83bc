import { Text, View } from '@tarojs/components'
import Price from '@/components/price'
import { navigate } from '@/navigation'
import type { OrderLine } from '@contract/schemas/order'
import './index.scss'
import GoodsImage from '@/components/goods-image'

export interface OrderGoodsProps {
  lines: OrderLine[]
  /** Lines open their goods page; off in lists where the whole card opens the order. */
  linkToGoods?: boolean
  /** Lines that cannot be bought as asked, by sku_id: the reason shows under the line. */
  problems?: Record<number, string>
  className?: string
}

/** The goods of an order: picture, title, spec, unit price and quantity. */
export default function OrderGoods({ lines, linkToGoods = false, problems = {}, className = '' }: OrderGoodsProps) {
  return (
    <View className={`order-goods ${className}`.trim()}>
      {lines.map((l) => (
        <View
          key={`${l.sku_id}-${l.price}`}
          className='order-goods__line'
          {...(linkToGoods
            ? {
                role: 'link',
                tabindex: 0,
                onClick: () => void navigate('goods-info', { sku_id: l.sku_id })
              }
            : {})}
        >
          <GoodsImage className='order-goods__image' goods={l} size='thumb' />
          <View className='order-goods__body'>
            <Text className='order-goods__title'>{l.title}</Text>
            {l.spec && <Text className='order-goods__spec'>{l.spec}</Text>}
            {problems[l.sku_id] && <Text className='order-goods__problem'>{problems[l.sku_id]}</Text>}
          </View>
          <View className='order-goods__side'>
            <Price cents={l.price} size='small' />
            <Text className='order-goods__qty'>×{l.qty}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
