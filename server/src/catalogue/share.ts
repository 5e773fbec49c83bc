import crypto from 'node:crypto'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { encodeShareScene, SHARE_PAGE, type ShareTarget } from '@contract/share-scene'
import type { Ctx } from '../lib/context'
import { GatewayError } from '../lib/gateway'
import { localStore, type FileStore } from '../lib/storage'
import { orderGroups, skus, spus } from '../db/schema'
import { AppError, ERRNO, notFound } from '../errors'
import { qrPng, ShareCodeError, type MiniPlatform } from './share-code.provider'

/**
 * 分享海报's code (docs/providers.md "Share codes"): a WeChat mini-program code in the WeChat mini program, an Alipay
 * one in Alipay, a QR code of the H5 link elsewhere, each opening the goods (and the group to join). A code is made
 * once per platform, app and scene and kept in the file store under a name derived from them (32 hex characters,
 * like every stored image, served by GET /api/service/image/:name): the platforms limit how many codes an account
 * makes, and a code for the same scene never changes.
 */
export type SharePlatform = MiniPlatform | 'h5'

export interface ShareCode {
  platform: SharePlatform
  scene: string
  /** The code's image. */
  url: string
  /** The H5 page the code opens (H5 only; '' in the mini programs, whose codes open the program). */
  link: string
}

/** The H5 address of the goods (hash router, as the rest of the server writes H5 addresses). */
export const goodsLink = (publicUrl: string, t: ShareTarget) =>
  `${publicUrl}/#/${SHARE_PAGE}?sku_id=${t.sku_id}${t.group_id ? `&group_id=${t.group_id}` : ''}`

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const

/** The stored name for a code: the same inputs always give the same name, any other input another. */
const keyOf = (parts: string[]) => crypto.createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)

async function stored(files: FileStore, key: string): Promise<string | null> {
  for (const ext of Object.values(EXT)) {
    const found = await files.open(`${key}.${ext}`)
    if (found) {
      found.body.destroy()
      return `${key}.${ext}`
    }
  }
  return null
}

async function keep(files: FileStore, key: string, data: Buffer, mime: keyof typeof EXT): Promise<string> {
  const name = `${key}.${EXT[mime]}`
  try {
    await files.put(name, data, mime)
  } catch (err) {
    // Two shoppers asked at once and the other request stored the same code first: that one is as good.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
  return name
}

/** The goods must be on sale, and a group one of this SKU's, before a code is made (each code costs quota). */
async function checkTarget(ctx: Ctx, t: ShareTarget) {
  const [sku] = await ctx.db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(and(eq(skus.id, t.sku_id), eq(spus.status, 1)))
  if (!sku) throw notFound('商品')
  if (t.group_id === undefined) return
  const [group] = await ctx.db
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(and(eq(orderGroups.id, t.group_id), eq(orderGroups.skuId, t.sku_id)))
  if (!group) throw notFound('拼团')
}

/** Why a code failed, in the words a shopper reads; the reason itself goes to the log (the route logs `cause`). */
function unavailable(err: unknown): AppError {
  const busy = err instanceof ShareCodeError && err.reason === 'rate_limited'
  const e = new AppError(
    ERRNO.SHARE_CODE_UNAVAILABLE,
    busy ? '分享码生成太频繁，请稍后再试' : '分享码暂时无法生成，请稍后重试'
  )
  e.cause = err
  return e
}

export async function shareCode(
  ctx: Ctx,
  input: { sku_id: number; group_id?: number; platform: SharePlatform }
): Promise<ShareCode> {
  const target: ShareTarget = { sku_id: input.sku_id, ...(input.group_id ? { group_id: input.group_id } : {}) }
  await checkTarget(ctx, target)
  const files = ctx.files ?? localStore(path.join(ctx.config.dataDir, 'uploads'))
  const scene = encodeShareScene(target)
  const base = ctx.config.publicUrl
  const urlOf = (name: string) => files.publicUrl(name) ?? `${base}/api/service/image/${name}`
  const platform = input.platform
  if (platform === 'h5') {
    const link = goodsLink(base, target)
    const key = keyOf(['share', 'h5', link])
    const name = (await stored(files, key)) ?? (await keep(files, key, await qrPng(link), 'image/png'))
    return { platform, scene, url: urlOf(name), link }
  }
  const provider = ctx.providers.shareCode
  const owner = provider.owner(platform)
  if (!owner) throw unavailable(new ShareCodeError('unconfigured', `${platform}: no app configured for share codes`))
  const key = keyOf(['share', platform, provider.name, owner, SHARE_PAGE, scene])
  let name = await stored(files, key)
  if (!name) {
    let image
    try {
      image = await provider.miniCode(platform, { page: SHARE_PAGE, scene })
    } catch (err) {
      if (err instanceof ShareCodeError || err instanceof GatewayError) throw unavailable(err)
      throw err
    }
    name = await keep(files, key, image.data, image.mime)
  }
  return { platform, scene, url: urlOf(name), link: '' }
}
