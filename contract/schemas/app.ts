/** App platform calls: the startup report and the wechat JS-SDK config (spec section 3, wechat.data). */
import { Type, type Static } from '@sinclair/typebox'

/** /app/run body: coords as {longitude, latitude} or "longitude,latitude". */
export type AppRunBody = Static<typeof AppRunBody>
export const AppRunBody = Type.Object({
  ua: Type.String(),
  uuid: Type.String(),
  coords: Type.Optional(
    Type.Union([
      Type.Object({
        longitude: Type.Number(),
        latitude: Type.Number()
      }),
      Type.String()
    ])
  )
})

/** /wechat/jssdkconfig answer, fed to wx.config. */
export type WechatJssdkConfig = Static<typeof WechatJssdkConfig>
export const WechatJssdkConfig = Type.Object({
  appId: Type.String(),
  timestamp: Type.Number(),
  nonceStr: Type.String(),
  signature: Type.String()
})
