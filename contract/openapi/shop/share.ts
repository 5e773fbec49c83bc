import { ERRNO } from '../../errno'
import type { RouteDocs } from '../types'

/** contract/api/share.ts: 分享海报's code (docs/providers.md, "Share codes"). */
export const shopShareDocs: RouteDocs = {
  'POST /api/v1/goods/share-code': {
    summary: "A share poster's code: a WeChat or Alipay mini-program code, or the H5 link's QR code, opening the goods",
    description:
      'Made once per platform, app and scene (`s=<sku_id>[&g=<group_id>]`) and kept; no login needed. The goods must ' +
      "be on sale and a group must be one of the SKU's. errno 2130 when the platform cannot make the code now.",
    errnos: [ERRNO.NOT_FOUND, ERRNO.SHARE_CODE_UNAVAILABLE],
    request: { sku_id: 12, platform: 'weapp' },
    example: {
      platform: 'weapp',
      scene: 's=12',
      url: 'https://mall.example.com/api/service/image/7912842ffe54e6e137fc550454984eaa.png',
      link: ''
    }
  }
}
