import { count, eq, isNull, and } from 'drizzle-orm'
import type { Db } from '../../client'
import { categories, couponTemplates } from '../../schema'

const DAY = 86400_000

/**
 * Demo data of the wallet area: the coupon centre's templates. Idempotent: writes only when the table is empty.
 * Gift cards are issued per user at sign-up (issueWelcomeGiftCard); welfare balances start at 0 for everyone.
 */
export async function seedCoupons(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(couponTemplates)
  if (Number(n) > 0) return
  const [fresh] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.name, '食品生鲜'), isNull(categories.parentId)))
  const endsAt = new Date(Date.now() + 365 * DAY)
  const base = { total: 100_000, endsAt }
  await db.insert(couponTemplates).values([
    { ...base, name: '新人无门槛券', kind: 1, threshold: 0, amount: 500, validDays: 30 },
    { ...base, name: '满99减10', kind: 1, threshold: 9900, amount: 1000, validDays: 15, perUserLimit: 2 },
    { ...base, name: '满299减40', kind: 1, threshold: 29900, amount: 4000, validDays: 30 },
    { ...base, name: '全场9折券', kind: 2, threshold: 5000, rate: 90, maxDiscount: 3000, validDays: 7 },
    ...(fresh
      ? [{ ...base, name: '生鲜专享券', kind: 1, threshold: 5000, amount: 800, categoryId: fresh.id, validDays: 15 }]
      : []),
    {
      name: '限量满199减50',
      kind: 1,
      threshold: 19900,
      amount: 5000,
      total: 100,
      endsAt: new Date(Date.now() + 30 * DAY)
    }
  ])
}
