import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { homeTemplates, themeConfigs } from '../db/schema'
import { touchCatalogue } from '../lib/cache'
import type { AppHomeResponse, ThemeConfig } from '@contract/schemas/home'
// The spec's theme defaults are reference data: the first theme a shop gets is written from them (db/seed).
import { DEFAULT_THEME } from '../db/seed/reference/site'
import { getSkuActivities } from './catalogue'
import { UPLOAD_PATH } from '../lib/pictures'

/** Home template and theme config. */

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
  // Stored addresses are paths on this server (uploaded banners and nav icons, the demo's seed pictures): absolute, as
  // every image address is. The app sizes a stored picture's address itself (src/utils/image.ts templateImageUrl).
  const data = template.data.split(`"${UPLOAD_PATH}`).join(`"${base}${UPLOAD_PATH}`)
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
