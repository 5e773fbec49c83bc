import Taro from '@tarojs/taro'
import { PAGES } from '@/constants/pages'
import { buildUrl } from '@/utils/route'

/** Opens a goods item's detail page. */
export function openGoods(skuId: number): void {
  void Promise.resolve(Taro.navigateTo({ url: buildUrl(PAGES.goodsInfo, { sku_id: skuId }) })).catch(() => undefined)
}
