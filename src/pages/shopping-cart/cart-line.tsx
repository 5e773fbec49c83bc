import { Text, View } from '@tarojs/components'
import Check from '@/components/check'
import Price from '@/components/price'
import { navigate } from '@/navigation'
import type { CartLine } from '@contract/schemas/cart'
import { qtyBounds, stockNote } from './cart-logic'
import QtyStepper from './qty-stepper'
import GoodsImage from '@/components/goods-image'

interface CartLineProps {
  line: CartLine
  checked: boolean
  /** In 管理 mode invalid lines can be chosen too (to delete them). */
  selectable: boolean
  onToggle: () => void
  onQty: (qty: number) => void
  /**
   * The line is on the first screen: its image loads at once. Lazily loaded, the largest image of a cold visit to
   * the cart waited for the list to be laid out and observed before it was even asked for
   * (docs/decisions/0029-h5-cold-boot.md); the lines further down still wait until they come near.
   */
  eager?: boolean
}

/** One cart line: check, image, title, spec, price, quantity or why it cannot be bought. */
export default function CartLineRow({ line, checked, selectable, onToggle, onQty, eager = false }: CartLineProps) {
  const { min, max } = qtyBounds(line)
  const note = stockNote(line)
  const open = () => void navigate('goods-info', { sku_id: line.sku_id }).catch(() => undefined)
  return (
    <View className={line.valid ? 'cart-line' : 'cart-line cart-line--invalid'}>
      <Check
        className='cart-check'
        checked={checked}
        a11yName={`选择${line.title}`}
        disabled={!selectable}
        onChange={onToggle}
      />
      <View className='cart-line__media' onClick={open}>
        <GoodsImage className='cart-line__image' goods={line} size='thumb' lazy={!eager} />
        {!line.valid && <Text className='cart-line__badge'>失效</Text>}
      </View>
      <View className='cart-line__body'>
        <View className='cart-line__title' role='link' onClick={open}>
          <Text>{line.title}</Text>
        </View>
        {line.spec_text && <Text className='cart-line__spec'>{line.spec_text}</Text>}
        {note && <Text className='cart-line__note'>{note}</Text>}
        {/* Stock by region: the default address's province has none (or too few) of it. */}
        {line.valid && line.region_block && <Text className='cart-line__note'>{line.region_block}，无法配送</Text>}
        <View className='cart-line__bottom'>
          <Price cents={line.price} />
          {line.valid && <QtyStepper value={line.qty} min={min} max={max} name={line.title} onChange={onQty} />}
        </View>
      </View>
    </View>
  )
}
