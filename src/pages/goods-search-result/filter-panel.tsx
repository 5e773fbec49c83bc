import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { centsToYuan } from '@/utils/format'
import { toast } from '@/utils/feedback'
import { KIND_OPTIONS, parsePriceRange, type Filters } from './query'

interface FilterPanelProps {
  filters: Filters
  onApply: (filters: Filters) => void
}

const asText = (cents?: number) => (cents === undefined ? '' : centsToYuan(cents).replace(/\.00$/, ''))

/** Price range (yuan) and activity kind; 重置 clears, 确定 searches again with them. */
export default function FilterPanel({ filters, onApply }: FilterPanelProps) {
  const [min, setMin] = useState(asText(filters.price_min))
  const [max, setMax] = useState(asText(filters.price_max))
  const [kind, setKind] = useState(filters.kind)

  const apply = () => {
    const range = parsePriceRange(min, max)
    if ('error' in range) {
      void toast(range.error)
      return
    }
    onApply({ price_min: range.min, price_max: range.max, kind })
  }

  return (
    <View className='goods-result__filter' role='dialog' aria-label='筛选'>
      <Text className='goods-result__filter-title'>价格区间（元）</Text>
      <View className='goods-result__range'>
        <Input
          className='goods-result__price'
          type='digit'
          value={min}
          placeholder='最低价'
          ariaLabel='最低价'
          maxlength={10}
          onInput={(e) => setMin(e.detail.value)}
        />
        <Text className='goods-result__dash' aria-hidden='true'>
          —
        </Text>
        <Input
          className='goods-result__price'
          type='digit'
          value={max}
          placeholder='最高价'
          ariaLabel='最高价'
          maxlength={10}
          onInput={(e) => setMax(e.detail.value)}
        />
      </View>
      <Text className='goods-result__filter-title'>活动</Text>
      <View className='goods-result__kinds' role='radiogroup' aria-label='活动'>
        {KIND_OPTIONS.map((o) => (
          <View
            key={o.text}
            className={o.kind === kind ? 'goods-result__kind goods-result__kind--on' : 'goods-result__kind'}
            role='radio'
            aria-checked={o.kind === kind ? 'true' : 'false'}
            onClick={() => setKind(o.kind)}
          >
            <Text>{o.text}</Text>
          </View>
        ))}
      </View>
      <View className='goods-result__filter-actions'>
        <View
          className='goods-result__btn'
          role='button'
          onClick={() => {
            setMin('')
            setMax('')
            setKind(undefined)
            onApply({})
          }}
        >
          <Text>重置</Text>
        </View>
        <View className='goods-result__btn goods-result__btn--primary' role='button' onClick={apply}>
          <Text>确定</Text>
        </View>
      </View>
    </View>
  )
}
