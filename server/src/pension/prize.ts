import crypto from 'node:crypto'
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client'
import { addresses, prizeActivities, prizeEntries, prizes, type PrizeAddress } from '../db/schema'
import { AppError, ERRNO, invalid, notFound } from '../errors'
import { getAccount } from './pension'
import type { ActivityKind, Prize as PrizeView, PrizeActivityInfo, PrizeKind } from '@contract/schemas/prize'

/** Prize draws, including the opened-an-account lottery (kind 1), which needs an opened bank account. */

export const ACTIVITY_KIND = { ORDINARY: 0, OPENED_ACCOUNT: 1 } as const
export const PRIZE_KIND = { THANKS: 0, PHYSICAL: 1, VIRTUAL: 2 } as const

type Activity = typeof prizeActivities.$inferSelect
type Prize = typeof prizes.$inferSelect

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null)
const phase = (a: Activity, now = new Date()) => (!a.enabled || now >= a.endsAt ? 2 : now < a.startsAt ? 0 : 1)

const prizeView = (p: Prize): PrizeView => ({ id: p.id, name: p.name, kind: p.kind as PrizeKind, stock: p.stock })

async function findActivity(db: DbOrTx, activityId?: number) {
  const [a] = activityId
    ? await db.select().from(prizeActivities).where(eq(prizeActivities.id, activityId))
    : await db
        .select()
        .from(prizeActivities)
        .where(
          and(
            eq(prizeActivities.enabled, true),
            lte(prizeActivities.startsAt, new Date()),
            gt(prizeActivities.endsAt, new Date())
          )
        )
        .orderBy(desc(prizeActivities.id))
        .limit(1)
  if (!a) throw notFound('抽奖活动')
  return a
}

async function findEntry(db: DbOrTx, activityId: number, userId: number) {
  const [e] = await db
    .select()
    .from(prizeEntries)
    .where(and(eq(prizeEntries.activityId, activityId), eq(prizeEntries.userId, userId)))
  return e ?? null
}

/** /prizedrawactivity/info: the activity (named, else the running one), its prizes and the caller's entry. */
export async function activityInfo(db: DbOrTx, userId: number, activityId?: number): Promise<PrizeActivityInfo> {
  const a = await findActivity(db, activityId)
  const list = await db
    .select()
    .from(prizes)
    .where(eq(prizes.activityId, a.id))
    .orderBy(asc(prizes.sort), asc(prizes.id))
  const entry = await findEntry(db, a.id, userId)
  const won = entry?.prizeId ? list.find((p) => p.id === entry.prizeId) : undefined
  return {
    activity: {
      id: a.id,
      title: a.title,
      kind: a.kind as ActivityKind,
      rules: a.rules,
      starts_at: unix(a.startsAt),
      ends_at: unix(a.endsAt),
      status: phase(a)
    },
    prizes: list.map(prizeView),
    need_open_account: a.kind === ACTIVITY_KIND.OPENED_ACCOUNT,
    bank_opened: Boolean((await getAccount(db, userId))?.accountNo),
    signed_up: Boolean(entry),
    drawn: Boolean(entry?.drawnAt),
    prize: won ? prizeView(won) : null,
    address: entry?.address ?? null
  }
}

async function assertCanTakePart(db: DbOrTx, userId: number, a: Activity) {
  if (phase(a) !== 1) throw new AppError(ERRNO.PRIZE_STATE, '活动未开始或已结束')
  if (a.kind === ACTIVITY_KIND.OPENED_ACCOUNT && !(await getAccount(db, userId))?.accountNo) {
    throw new AppError(ERRNO.PENSION_NOT_OPENED, '开通养老金银行账户后才能参与抽奖')
  }
}

/**
 * /prizedrawactivity/signup: one entry per user; signing up again before the draw changes nothing, after
 * it is refused (one draw per person: signing up is how a draw starts).
 */
export async function signup(db: DbOrTx, userId: number, activityId: number) {
  const a = await findActivity(db, activityId)
  if ((await findEntry(db, a.id, userId))?.drawnAt) {
    throw new AppError(ERRNO.PRIZE_STATE, '您已参与过本次抽奖，每人限抽一次')
  }
  await assertCanTakePart(db, userId, a)
  await db.insert(prizeEntries).values({ activityId: a.id, userId }).onConflictDoNothing()
  return { activity_id: a.id, signed_up: true }
}

/** A number in [0, 1) fixed by activity and user: the same user always draws the same way. */
const userRoll = (activityId: number, userId: number) =>
  crypto.createHash('sha256').update(`prize:${activityId}:${userId}`).digest().readUInt32BE(0) / 2 ** 32

/**
 * /prizedrawactivity/result: draws once. The entry is claimed by a conditional update, the prize's
 * stock taken by another (stock > 0), so parallel draws never push stock below zero; a prize that
 * ran out meanwhile falls through to the next candidate, finally to "thanks for taking part".
 */
export async function drawResult(db: Db, userId: number, activityId?: number) {
  const a = await findActivity(db, activityId)
  const entry = await findEntry(db, a.id, userId)
  if (!entry) throw new AppError(ERRNO.PRIZE_STATE, '请先报名参加活动')
  if (!entry.drawnAt) {
    await assertCanTakePart(db, userId, a)
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(prizeEntries)
        .set({ drawnAt: new Date() })
        .where(and(eq(prizeEntries.id, entry.id), isNull(prizeEntries.drawnAt)))
        .returning({ id: prizeEntries.id })
      if (!claimed) return
      const candidates = await tx
        .select()
        .from(prizes)
        .where(and(eq(prizes.activityId, a.id), or(isNull(prizes.stock), gt(prizes.stock, 0))))
        .orderBy(asc(prizes.sort), asc(prizes.id))
      const total = candidates.reduce((s, p) => s + Math.max(0, p.weight), 0)
      let at = userRoll(a.id, userId) * total
      const start = Math.max(
        0,
        candidates.findIndex((p) => (at -= Math.max(0, p.weight)) < 0)
      )
      const order = [...candidates.slice(start), ...candidates.slice(0, start)].filter((p) => p.weight > 0)
      for (const p of order) {
        const [taken] = await tx
          .update(prizes)
          .set({ stock: sql`${prizes.stock} - 1` })
          .where(and(eq(prizes.id, p.id), or(isNull(prizes.stock), gt(prizes.stock, 0))))
          .returning({ id: prizes.id })
        if (!taken) continue
        await tx.update(prizeEntries).set({ prizeId: p.id }).where(eq(prizeEntries.id, entry.id))
        return
      }
    })
  }
  const info = await activityInfo(db, userId, a.id)
  return {
    activity_id: a.id,
    drawn: true,
    won: Boolean(info.prize && info.prize.kind !== PRIZE_KIND.THANKS),
    prize: info.prize
  }
}

export interface AddressInput {
  activity_id: number
  addr_id?: number
  name?: string
  phone?: string
  province?: string
  city?: string
  area?: string
  detail?: string
}

/** /prizedrawactivity/setaddress: where to ship a won physical prize (an address-book id or the fields). */
export async function setAddress(db: DbOrTx, userId: number, input: AddressInput) {
  const entry = await findEntry(db, input.activity_id, userId)
  if (!entry) throw notFound('抽奖记录')
  const [p] = entry.prizeId ? await db.select().from(prizes).where(eq(prizes.id, entry.prizeId)) : []
  if (!p || p.kind !== PRIZE_KIND.PHYSICAL) throw new AppError(ERRNO.PRIZE_STATE, '未抽中实物奖品，无需填写地址')
  let address: PrizeAddress
  if (input.addr_id) {
    const [a] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addr_id), eq(addresses.userId, userId)))
    if (!a) throw notFound('地址')
    address = { name: a.name, phone: a.phone, province: a.province, city: a.city, area: a.area, detail: a.detail }
  } else {
    for (const f of ['name', 'phone', 'province', 'city', 'area', 'detail'] as const) {
      if (!input[f]) throw invalid(input.name === undefined && f === 'name' ? 'addr_id' : f, '不能为空')
    }
    address = {
      name: input.name!,
      phone: input.phone!,
      province: input.province!,
      city: input.city!,
      area: input.area!,
      detail: input.detail!
    }
  }
  await db.update(prizeEntries).set({ address, addressSetAt: new Date() }).where(eq(prizeEntries.id, entry.id))
  return { activity_id: input.activity_id, address }
}
