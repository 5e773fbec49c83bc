import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import BottomBar from '@/components/bottom-bar'
import Price from '@/components/price'
import type { CardLine, CardTotals } from './cart-logic'
import GoodsImage from '@/components/goods-image'

const TAB_STOP = { tabindex: 0 } as Record<string, number>

interface StepperProps {
  line: CardLine
  onChange: (qty: number) => void
}

/** − qty + for one picked line; − at 1 removes the line. */
function Stepper({ line, onChange }: StepperProps) {
  const canUp = line.qty < line.max
  return (
    <View className='gcc-stepper' role='group' aria-label={`${line.title} 数量`}>
      <View
        className='gcc-stepper__btn'
        role='button'
        {...TAB_STOP}
        aria-label={line.qty > 1 ? `减少${line.title}的数量` : `移除${line.title}`}
        onClick={() => onChange(line.qty - 1)}
      >
        <Text aria-hidden='true'>−</Text>
      </View>
      <Text className='gcc-stepper__value' aria-live='polite'>
        {line.qty}
      </Text>
      <View
        className={canUp ? 'gcc-stepper__btn' : 'gcc-stepper__btn gcc-stepper__btn--off'}
        role='button'
        {...TAB_STOP}
        aria-label={`增加${line.title}的数量`}
        aria-disabled={canUp ? undefined : 'true'}
        onClick={() => canUp && onChange(line.qty + 1)}
      >
        <Text aria-hidden='true'>+</Text>
      </View>
    </View>
  )
}

/** The goods picked so far, each with its quantity. */
export function PickedLines({ lines, onQty }: { lines: CardLine[]; onQty: (skuId: number, qty: number) => void }) {
  if (!lines.length) return null
  return (
    <View className='gcc-picked' role='list' aria-label='已选商品'>
      <Text className='gcc-section'>已选商品</Text>
      {lines.map((l) => (
        <View key={l.sku_id} className='gcc-line' role='listitem'>
          <GoodsImage className='gcc-line__image' goods={l} size='thumb' />
          <View className='gcc-line__body'>
            <Text className='gcc-line__title'>{l.title}</Text>
            {l.spec_text && <Text className='gcc-line__spec'>{l.spec_text}</Text>}
            <View className='gcc-line__foot'>
              <Price cents={l.price} size='small' />
              <Stepper line={l} onChange={(q) => onQty(l.sku_id, q)} />
            </View>
          </View>
        </View>
      ))}
    </View>
  )
}

interface BarProps {
  totals: CardTotals
  balance: number
  onCheckout: () => void
}

/** 合计 against the card's balance, and 去结算 while the balance covers the goods. */
export function CheckoutBar({ totals, balance, onCheckout }: BarProps) {
  return (
    <BottomBar className='gcc-bar'>
      <View className='gcc-bar__sum'>
        <View className='gcc-bar__total'>
          <Text className='gcc-bar__label'>合计</Text>
          <Price cents={totals.amount} size='large' />
        </View>
        {totals.short > 0 ? (
          <View className='gcc-bar__short' role='alert'>
            <Text>卡内余额不足，还差 </Text>
            <Price cents={totals.short} size='small' />
          </View>
        ) : (
          <Text className='gcc-bar__hint'>
            卡内可用 <Price cents={balance} size='small' />
            ，不含运费
          </Text>
        )}
      </View>
      <Button className='gcc-bar__go' type='primary' disabled={!totals.canCheckout} onClick={onCheckout}>
        {totals.qty > 0 ? `去结算(${totals.qty})` : '去结算'}
      </Button>
    </BottomBar>
  )
}
