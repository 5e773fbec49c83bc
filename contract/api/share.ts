import { Type } from '@sinclair/typebox'
import { Id } from '../schemas/request'
import { route } from './route'

/** Where the poster's code will be opened: the WeChat or Alipay mini program, or a browser (H5). */
export const SharePlatform = Type.Union([Type.Literal('weapp'), Type.Literal('alipay'), Type.Literal('h5')])

/** 分享海报's code for a goods (and a group to join); prefix /api/v1, no login needed (docs/providers.md). */
export const shareRoutes = {
  '/goods/share-code': route(
    Type.Object({
      platform: SharePlatform,
      /** What the code carries (contract/share-scene.ts): s=<sku_id>[&g=<group_id>]. */
      scene: Type.String(),
      /** The code's image (PNG or JPEG), made once per goods and scene and kept. */
      url: Type.String(),
      /** H5: the goods page the QR code opens; '' in the mini programs. */
      link: Type.String()
    }),
    { body: Type.Object({ sku_id: Id, group_id: Type.Optional(Id), platform: SharePlatform }) }
  )
}
