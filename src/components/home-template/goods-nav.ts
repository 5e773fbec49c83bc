import { navigate } from '@/navigation'

/** Opens a goods item's detail page. */
export function openGoods(skuId: number): void {
  void navigate('goods-info', { sku_id: skuId }).catch(() => undefined)
}
