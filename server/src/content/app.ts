import crypto from 'node:crypto'
import type { DbOrTx } from '../db/client'
import { appRuns } from '../db/schema'
import { invalid } from '../errors'
import type { AppRunBody, WechatJssdkConfig } from '@contract/schemas/app'
import type { Providers } from '../lib/context'

/** Reads coords given as {longitude, latitude} or "longitude,latitude"; (0, 0) is the spec's "location skipped". */
export function parseCoords(coords: AppRunBody['coords']): { longitude: number; latitude: number } | null {
  if (coords === undefined || coords === '') return null
  let longitude: number
  let latitude: number
  if (typeof coords === 'string') {
    const parts = coords.split(',').map((s) => Number(s.trim()))
    if (parts.length !== 2) throw invalid('coords')
    ;[longitude, latitude] = parts
  } else {
    longitude = coords.longitude
    latitude = coords.latitude
  }
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) throw invalid('coords.longitude', '超出范围')
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) throw invalid('coords.latitude', '超出范围')
  return { longitude, latitude }
}

/** Records the startup report of spec section 4, with the user when the call carries a live token. */
export async function recordRun(db: DbOrTx, userId: number | null, body: AppRunBody, ip: string | undefined) {
  const coords = parseCoords(body.coords)
  await db.insert(appRuns).values({
    userId,
    uuid: body.uuid,
    ua: body.ua,
    longitude: coords?.longitude ?? null,
    latitude: coords?.latitude ?? null,
    ip: ip?.slice(0, 64) ?? null
  })
  return null
}

/**
 * wx.config for the page at `url`, signed the way the JS-SDK checks it: sha1 over
 * jsapi_ticket=...&noncestr=...&timestamp=...&url=... with the url cut at '#'.
 */
export async function jssdkConfig(oauth: Providers['oauth'], url: string): Promise<WechatJssdkConfig> {
  const ticket = await oauth.jsapiTicket()
  const nonceStr = crypto.randomBytes(12).toString('base64url').slice(0, 16)
  const timestamp = Math.floor(Date.now() / 1000)
  const page = url.split('#')[0]
  const signature = crypto
    .createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
    .digest('hex')
  return { appId: oauth.wechatAppId, timestamp, nonceStr, signature }
}
