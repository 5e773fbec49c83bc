import Taro from '@tarojs/taro'
import { decodeShareScene } from '@contract/share-scene'

/**
 * Where a shared code lands (分享海报, docs/providers.md "Share codes"). A WeChat mini-program code opens
 * pages/goods-info/index with `scene` in the page's query (URI-encoded, the router's parameters decode it once); an
 * Alipay mini-program code opens the page with the scene in the launch query instead (`query_param`), and says which
 * code it was in `qrCode`; the H5 QR code is a plain link with sku_id. This reads all three into the page's own
 * parameters, so the page and everything after it see sku_id / group_id as from any other link.
 */
export interface GoodsEntry {
  sku_id?: string
  group_id?: string
}

/** The scene of the launch (or the latest entry) on Alipay: its query's `scene`, else the one inside `qrCode`. */
function alipayScene(): string | undefined {
  if (process.env.TARO_ENV !== 'alipay') return undefined
  const read = (o: { query?: Record<string, unknown>; qrCode?: unknown } | undefined) => {
    if (typeof o?.query?.scene === 'string') return o.query.scene
    const code = typeof o?.qrCode === 'string' ? o.qrCode : ''
    const m = /[?&]scene=([^&#]+)/.exec(code)
    return m ? m[1] : undefined
  }
  try {
    return read(Taro.getEnterOptionsSync?.() as never) ?? read(Taro.getLaunchOptionsSync?.() as never)
  } catch {
    return undefined
  }
}

/**
 * The goods a page was opened for: its own sku_id (and group_id) when it has one, else what a share code's scene
 * names. A scene that names nothing (damaged, another app's) leaves the parameters as they are: the page then says
 * 商品不存在, as for any broken link.
 */
export function goodsEntry(params: { sku_id?: string; group_id?: string; scene?: string }): GoodsEntry {
  if (params.sku_id) return { sku_id: params.sku_id, group_id: params.group_id }
  const target = decodeShareScene(params.scene) ?? decodeShareScene(alipayScene())
  if (!target) return { group_id: params.group_id }
  return { sku_id: String(target.sku_id), group_id: target.group_id ? String(target.group_id) : params.group_id }
}
