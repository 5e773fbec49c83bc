import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { categories, homeTemplates, skus, spus, themeConfigs } from '../db/schema'
import { notFound } from '../errors'
import { touchCatalogue } from '../lib/cache'
import type { AppHomeResponse, ThemeConfig } from '@contract/schemas/home'
// The spec's theme defaults are reference data: the first theme a shop gets is written from them (db/seed).
import { DEFAULT_THEME } from '../db/seed/reference/site'
import { getSkuActivities, specText } from './catalogue'

/** Home template, theme config and the generated artwork (goods images, category icons, banners). */

/** The artwork of banners b1..b3, which the demo home shows (db/seed/demo/home.ts). */
const BANNERS = [
  { title: '限时秒杀', sub: '每日好物 低至7折', color: '#E5412F' },
  { title: '拼团优惠', sub: '邀请好友 一起更省', color: '#D4AC52' },
  { title: '购物返养老金', sub: '确认收货 返现入账', color: '#2FA596' }
]

const IMAGE_PATH = '/api/v1/goods/image/'

// The app reads template and theme at every start; they change only when an operator edits them. One second, the
// freshness rule of every cached answer (lib/cache.ts), so an edit through one node shows on all within a second.
const CACHE_MS = 1000
const cache = new WeakMap<
  object,
  { at: number; template: { global_style: string; data: string }; theme: ThemeConfig }
>()

// Bumped by every clear: a read that started before an operator's publish must not put the old theme back in
// the cache after the clear (it would be served for another second).
let generation = 0

async function loadHome(db: DbOrTx) {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit
  const started = generation
  const [tpl] = await db
    .select()
    .from(homeTemplates)
    .where(eq(homeTemplates.active, true))
    .orderBy(desc(homeTemplates.id))
    .limit(1)
  const [row] = await db
    .select()
    .from(themeConfigs)
    .where(eq(themeConfigs.active, true))
    .orderBy(desc(themeConfigs.id))
    .limit(1)
  const entry = {
    at: Date.now(),
    template: tpl
      ? { global_style: tpl.globalStyle, data: tpl.data }
      : { global_style: '{}', data: JSON.stringify({ components: [] }) },
    // Stored keys win; any key an operator left out falls back to the spec default.
    theme: { ...DEFAULT_THEME, ...(row?.config ?? {}) }
  }
  if (started === generation) cache.set(db, entry)
  return entry
}

/** After an operator changes the template or theme, serve the new one at once (and no cached /app/home). */
export const clearHomeCache = (db: DbOrTx) => {
  generation++
  cache.delete(db)
  touchCatalogue()
}

export async function getTheme(db: DbOrTx): Promise<ThemeConfig> {
  return (await loadHome(db)).theme
}

export async function getHome(db: DbOrTx, base: string): Promise<AppHomeResponse> {
  const { template, theme } = await loadHome(db)
  const data = template.data.split(`"${IMAGE_PATH}`).join(`"${base}${IMAGE_PATH}`)
  const skuIds = new Set<number>()
  try {
    const parsed = JSON.parse(template.data) as {
      components?: Array<{ inputProps?: { options?: Array<{ sku_id?: unknown }> } }>
    }
    for (const c of parsed.components ?? [])
      for (const o of c.inputProps?.options ?? []) if (Number.isInteger(o.sku_id)) skuIds.add(o.sku_id as number)
  } catch {
    // A hand-edited template that is not JSON is still served as stored; the app shows what it can.
  }
  return {
    global_style: template.global_style,
    data,
    theme,
    goods_activities: await getSkuActivities(db, [...skuIds], base)
  }
}

// ---- Generated artwork: deterministic SVG, so the repo holds no binary images and the app loads no outside URL.

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const FONT = `font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif"`

function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16)
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v + (amount > 0 ? (255 - v) * amount : v * amount))))
  return `#${[n >> 16, (n >> 8) & 255, n & 255].map((v) => ch(v).toString(16).padStart(2, '0')).join('')}`
}

function lines(text: string, width: number, max: number) {
  const chars = [...text.replace(/\s+/g, ' ')]
  const out: string[] = []
  for (let i = 0; i < chars.length && out.length < max; i += width) out.push(chars.slice(i, i + width).join(''))
  if (chars.length > width * max) out[max - 1] = `${[...out[max - 1]].slice(0, width - 1).join('')}…`
  return out
}

export function goodsSvg(p: { title: string; spec: string; color: string; seed: number; view: number }) {
  const c1 = shade(p.color, 0.15 + (p.seed % 5) * 0.08)
  const c2 = shade(p.color, -0.2)
  const title = lines(p.title, 9, 2)
  const top = title.length === 1 ? 380 : 340
  const label = p.view > 1 ? `细节图 ${p.view}` : '正品保障 · 养老金返现'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="750" viewBox="0 0 750 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="750" height="750" fill="url(#g)"/>
<circle cx="${560 + (p.seed % 4) * 30}" cy="${120 + p.view * 20}" r="220" fill="#fff" fill-opacity="0.12"/>
<circle cx="110" cy="650" r="170" fill="#fff" fill-opacity="0.1"/>
<rect x="95" y="200" width="560" height="350" rx="40" fill="#fff" fill-opacity="0.94"/>
${title.map((l, i) => `<text x="375" y="${top + i * 76}" font-size="60" font-weight="bold" text-anchor="middle" fill="${c2}" ${FONT}>${esc(l)}</text>`).join('\n')}
<text x="375" y="500" font-size="34" text-anchor="middle" fill="#666" ${FONT}>${esc(p.spec)}</text>
<text x="375" y="650" font-size="30" text-anchor="middle" fill="#fff" ${FONT}>${esc(label)}</text>
</svg>`
}

export function iconSvg(name: string, color: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="56" fill="${shade(color, 0.75)}"/><circle cx="60" cy="60" r="40" fill="${color}"/>
<text x="60" y="73" font-size="36" font-weight="bold" text-anchor="middle" fill="#fff" ${FONT}>${esc([...name][0] ?? '')}</text>
</svg>`
}

export function bannerSvg(b: { title: string; sub: string; color: string }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${b.color}"/><stop offset="1" stop-color="${shade(b.color, 0.35)}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#g)"/><circle cx="640" cy="60" r="150" fill="#fff" fill-opacity="0.12"/>
<text x="60" y="140" font-size="64" font-weight="bold" fill="#fff" ${FONT}>${esc(b.title)}</text>
<text x="60" y="210" font-size="34" fill="#fff" fill-opacity="0.9" ${FONT}>${esc(b.sub)}</text>
</svg>`
}

/** The SVG for an image key: `12` (SKU 12), `12-3` (its view 3), `c5` (category 5 icon), `b1` (banner 1); else 1002. */
export async function renderImage(db: DbOrTx, key: string): Promise<string> {
  let m = /^b([1-9])$/.exec(key)
  if (m && BANNERS[Number(m[1]) - 1]) return bannerSvg(BANNERS[Number(m[1]) - 1])
  m = /^c(\d{1,9})$/.exec(key)
  if (m) {
    const [c] = await db
      .select()
      .from(categories)
      .where(eq(categories.id, Number(m[1])))
    if (c) return iconSvg(c.name, c.color)
  }
  m = /^(\d{1,9})(?:-([2-5]))?$/.exec(key)
  if (m) {
    const [s] = await db
      .select({ id: skus.id, specs: skus.specs, title: spus.title, color: categories.color })
      .from(skus)
      .innerJoin(spus, eq(spus.id, skus.spuId))
      .innerJoin(categories, eq(categories.id, spus.categoryId))
      .where(eq(skus.id, Number(m[1])))
    if (s)
      return goodsSvg({ title: s.title, spec: specText(s.specs), color: s.color, seed: s.id, view: Number(m[2] ?? 1) })
  }
  throw notFound('图片')
}
