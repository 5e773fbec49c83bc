import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client'
import { addresses } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import type { Address, AddressInput } from '@contract/schemas/address'
import { findDistrict, listChildren, municipalityCity, type District } from '../lib/district'

/** Delivery addresses: at most 20 per user, exactly one default once there is any. */

export const ADDRESS_MAX = 20

type Row = typeof addresses.$inferSelect

export function toAddress(r: Row): Address {
  // A municipality may repeat its province as the city, a city without districts may repeat itself as the area: show each name once.
  const city = r.cityCode === r.provinceCode ? '' : r.city
  const area = r.areaCode === r.cityCode ? '' : r.area
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    province_code: r.provinceCode,
    province: r.province,
    city_code: r.cityCode,
    city: r.city,
    area_code: r.areaCode,
    area: r.area,
    detail: r.detail,
    is_default: r.isDefault,
    full_address: `${r.province}${city}${area}${r.detail}`
  }
}

/** Same transaction-scoped lock idea as the cart: one user's address writes run one at a time. */
const lockUser = (tx: DbOrTx, userId: number) => tx.execute(sql`select pg_advisory_xact_lock(${2120}, ${userId})`)

async function descends(d: District, ancestor: string) {
  let cur: District | null = d
  for (let i = 0; cur && i < 5; i++) {
    if (cur.code === ancestor) return true
    cur = cur.parentCode ? await findDistrict(cur.parentCode) : null
  }
  return false
}

/**
 * Checks the three codes against GB/T 2260 and that each lies inside the one before; returns their names and the
 * city code as stored (a municipality's standard 110100 市辖区 is kept as the province, as the picker sends it).
 */
async function resolveDistricts(input: AddressInput) {
  const province = await findDistrict(input.province_code)
  if (!province || province.level !== 1) throw invalid('province_code', '不存在')
  const standard = municipalityCity(province.code, input.city_code)
  if (standard && !input.area_code.startsWith(input.city_code.slice(0, 4))) {
    throw invalid('area_code', '不属于所选城市')
  }
  const cityCode = standard ?? input.city_code
  const city = await findDistrict(cityCode)
  if (!city || city.level > 2 || !(await descends(city, province.code))) throw invalid('city_code', '不属于所选省份')
  const area = await findDistrict(input.area_code)
  // A city with no districts below it (东莞, or 东城区 picked as a municipality's second level) is its own area.
  const leaf = area?.code === city.code && city.code !== province.code && (listChildren(city.code)?.length ?? 0) === 0
  if (!area || !(leaf || (area.code !== city.code && area.level >= 2 && (await descends(area, city.code))))) {
    throw invalid('area_code', '不属于所选城市')
  }
  return { cityCode: city.code, names: { province: province.name, city: city.name, area: area.name } }
}

export async function list(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
  return rows.map(toAddress)
}

/** For the order area: the caller's address, or null (another user's address is as good as missing). */
export async function getAddressForOrder(db: DbOrTx, userId: number, id: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
  return row ? toAddress(row) : null
}

export async function info(db: DbOrTx, userId: number, id: number) {
  const a = await getAddressForOrder(db, userId, id)
  if (!a) throw notFound('收货地址')
  return a
}

/** Creates, or updates when id is given. The first address is the default; a new default clears the old one. */
export async function save(db: DbOrTx, userId: number, input: AddressInput): Promise<Address> {
  const { cityCode, names } = await resolveDistricts(input)
  const fields = {
    name: input.name.trim(),
    phone: input.phone,
    provinceCode: input.province_code,
    cityCode,
    areaCode: input.area_code,
    detail: input.detail.trim(),
    ...names
  }
  if (!fields.name) throw invalid('name', '不能为空')
  if (!fields.detail) throw invalid('detail', '不能为空')
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const clearDefault = (except?: number) =>
      tx
        .update(addresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(
          and(
            eq(addresses.userId, userId),
            eq(addresses.isDefault, true),
            except ? ne(addresses.id, except) : undefined
          )
        )
    if (input.id) {
      const [old] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
      if (!old) throw notFound('收货地址')
      // Unticking "default" on the default is ignored: a user with addresses always has one default.
      const isDefault = old.isDefault || input.is_default === true
      if (isDefault && !old.isDefault) await clearDefault(old.id)
      const [row] = await tx
        .update(addresses)
        .set({ ...fields, isDefault, updatedAt: new Date() })
        .where(eq(addresses.id, old.id))
        .returning()
      return toAddress(row)
    }
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
    if (n >= ADDRESS_MAX) throw new AppError(ERRNO.ADDRESS_LIMIT, `最多保存${ADDRESS_MAX}个收货地址`)
    const isDefault = n === 0 || input.is_default === true
    if (isDefault) await clearDefault()
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...fields, isDefault })
      .returning()
    return toAddress(row)
  })
}

/** Deletes the caller's address; when it was the default, the newest remaining one becomes the default. */
export async function del(db: DbOrTx, userId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault })
    if (!gone) throw notFound('收货地址')
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1)
      if (next)
        await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next.id))
    }
    return { deleted: true }
  })
}
