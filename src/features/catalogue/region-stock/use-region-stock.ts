import { useCallback, useEffect, useRef, useState } from 'react'
import { getGoodsStock } from '@/services/api/catalogue'
import type { RegionRef, SkuRegionStock } from '@contract/schemas/stock'
import { resolveRegionQuery, saveChosenRegion, type RegionQuery } from './region'

export interface RegionStockState {
  /** The province the answer is for; null: nationwide (or not known yet). */
  region: RegionRef | null
  stock: SkuRegionStock | null
  loading: boolean
  error: boolean
  /** The shopper picked a province: remembered on the device and asked at once. */
  choose: (region: RegionRef) => void
  retry: () => void
}

/** 有货 / 无货 / 仅剩 N 件 of one SKU in the shopper's region, following SKU changes and region picks. */
export function useRegionStock(skuId: number | undefined): RegionStockState {
  const [where, setWhere] = useState<{ query: RegionQuery; region: RegionRef | null } | null>(null)
  const [answer, setAnswer] = useState<{ region: RegionRef | null; stock: SkuRegionStock | null } | null>(null)
  const [error, setError] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const picked = useRef(false)

  useEffect(() => {
    let live = true
    resolveRegionQuery().then((w) => {
      // A pick made while the default region was still being worked out wins.
      if (live && !picked.current) setWhere(w)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (!skuId || !where) return
    let live = true
    setError(false)
    setAnswer(null)
    getGoodsStock({ sku_ids: String(skuId), ...where.query }, { noTip: true }).then(
      (res) => {
        if (!live) return
        setAnswer({ region: res.region, stock: res.list.find((s) => s.sku_id === skuId) ?? null })
      },
      () => live && setError(true)
    )
    return () => {
      live = false
    }
  }, [skuId, where, attempt])

  const choose = useCallback((region: RegionRef) => {
    picked.current = true
    saveChosenRegion(region)
    setWhere({ query: { province: region.code }, region })
  }, [])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  return {
    region: answer?.region ?? where?.region ?? null,
    stock: answer?.stock ?? null,
    loading: !error && (!where || !answer),
    error,
    choose,
    retry
  }
}
