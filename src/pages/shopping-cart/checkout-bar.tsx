import { Text, View } from '@tarojs/components'
import Check from '@/components/check'
import Price from '@/components/price'
import type { CartTotals } from './cart-logic'

interface CheckoutBarProps {
  totals: CartTotals
  all: boolean
  managing: boolean
  /** Lines chosen in 管理 mode. */
  chosen: number
  onToggleAll: () => void
  onCheckout: () => void
  onDelete: () => void
}

/** 全选, 合计 and 去结算 (or, in 管理 mode, 删除), fixed above the tab bar. */
export default function CheckoutBar({
  totals,
  all,
  managing,
  chosen,
  onToggleAll,
  onCheckout,
  onDelete
}: CheckoutBarProps) {
  return (
    <View className='cart-bar'>
      <View className='cart-bar__all'>
        <Check className='cart-check' checked={all} a11yName='全选' onChange={onToggleAll} />
        <Text className='cart-bar__all-text' aria-hidden='true'>
          全选
        </Text>
      </View>
      {managing ? (
        <View
          className={chosen ? 'cart-bar__go cart-bar__go--danger' : 'cart-bar__go cart-bar__go--off'}
          role='button'
          aria-disabled={chosen ? undefined : 'true'}
          onClick={onDelete}
        >
          <Text>删除{chosen ? `(${chosen})` : ''}</Text>
        </View>
      ) : (
        <>
          <View className='cart-bar__sum'>
            <View className='cart-bar__total'>
              <Text className='cart-bar__label'>合计：</Text>
              <Price cents={totals.amount} />
            </View>
            {totals.saving > 0 && (
              <Text className='cart-bar__hint'>
                已省 <Price cents={totals.saving} size='small' className='cart-bar__saving' />
              </Text>
            )}
          </View>
          <View
            className={totals.lines ? 'cart-bar__go' : 'cart-bar__go cart-bar__go--off'}
            role='button'
            aria-disabled={totals.lines ? undefined : 'true'}
            onClick={onCheckout}
          >
            <Text>去结算{totals.qty ? `(${totals.qty})` : ''}</Text>
          </View>
        </>
      )}
    </View>
  )
}
