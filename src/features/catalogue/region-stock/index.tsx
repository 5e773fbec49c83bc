import { Text, View } from '@tarojs/components'
import { Suspense, useEffect, useRef, useState } from 'react'
import type { RegionRef, SkuRegionStock } from '@contract/schemas/stock'
import { RegionPicker } from './picker'
import { useRegionStock } from './use-region-stock'
import './index.scss'

export { readChosenRegion, resetLocated, resolveRegionQuery, saveChosenRegion, REGION_KEY } from './region'
export type { RegionQuery } from './region'
export { useRegionStock } from './use-region-stock'

export interface RegionStockProps {
  skuId: number
  className?: string
  /** Every answer: the page may hold its buy buttons while the region has none. */
  onChange?: (stock: SkuRegionStock | null, region: RegionRef | null) => void
}

/** 送至 <province> 有货 / 无货 / 仅剩 N 件; tapping it picks another province (DistrictPicker, province taken). */
export default function RegionStock({ skuId, className = '', onChange }: RegionStockProps) {
  const s = useRegionStock(skuId)
  const [picking, setPicking] = useState(false)
  const report = useRef(onChange)
  report.current = onChange
  useEffect(() => {
    if (!s.loading && !s.error) report.current?.(s.stock, s.region)
  }, [s.stock, s.region, s.loading, s.error])

  const state = s.error ? 'error' : s.loading ? 'loading' : (s.stock?.state ?? 'out_of_stock')
  const text = s.error ? '查询失败，点击重试' : s.loading ? '查询中' : (s.stock?.text ?? '无货')
  return (
    <View className={`region-stock ${className}`}>
      <View
        className='region-stock__row'
        role='button'
        aria-haspopup='dialog'
        onClick={() => (s.error ? s.retry() : setPicking(true))}
      >
        <Text className='region-stock__label'>送至</Text>
        <Text className='region-stock__place'>{s.region?.name ?? '全国'}</Text>
        <Text className={`region-stock__state region-stock__state--${state}`} aria-live='polite'>
          {text}
        </Text>
        <Text className='region-stock__more' aria-hidden='true'>
          ›
        </Text>
      </View>
      {picking && (
        <Suspense fallback={null}>
          <RegionPicker
            visible
            title='选择配送地区'
            onConfirm={(v) => s.choose({ code: v.province.code, name: v.province.name })}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </View>
  )
}
