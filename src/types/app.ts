/** App platform calls: the startup report and the wechat JS-SDK config (spec section 3, wechat.data). */

/** /app/run body: coords as {longitude, latitude} or "longitude,latitude". */
export interface AppRunBody {
  ua: string
  uuid: string
  coords?: { longitude: number; latitude: number } | string
}

/** /wechat/jssdkconfig answer, fed to wx.config. */
export interface WechatJssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}
