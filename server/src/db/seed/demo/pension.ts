import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../client'
import { bankPromotions, prizeActivities, prizes, scanCodes } from '../../schema'

const isEmpty = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0].n === 0

/**
 * Demo data of the pension area: the 开户有礼 lottery, its bank promotion and three scan codes that give pension
 * money (never in a real shop unless its operators make them). Idempotent: each table is written only while empty.
 */
export async function seedPensionDemo(db: Db) {
  let lotteryId: number | null = null
  if (await isEmpty(db, prizeActivities)) {
    const now = Date.now()
    const [a] = await db
      .insert(prizeActivities)
      .values({
        title: '开户有礼 抽奖赢好礼',
        kind: 1,
        rules:
          '1. 开通养老金银行账户的用户可报名参加，每人限抽一次。\n2. 抽中实物奖品请在活动页填写收货地址，奖品将在15个工作日内寄出。\n3. 奖品数量有限，抽完即止。',
        startsAt: new Date(now - 24 * 3600 * 1000),
        endsAt: new Date(now + 365 * 24 * 3600 * 1000)
      })
      .returning({ id: prizeActivities.id })
    lotteryId = a.id
    await db.insert(prizes).values([
      { activityId: a.id, name: '智能电饭煲', kind: 1, weight: 5, stock: 10, sort: 1 },
      { activityId: a.id, name: '养生保温杯', kind: 1, weight: 20, stock: 50, sort: 2 },
      { activityId: a.id, name: '10元购物券', kind: 2, weight: 30, stock: 200, sort: 3 },
      { activityId: a.id, name: '谢谢参与', kind: 0, weight: 45, stock: null, sort: 4 }
    ])
  }
  if (await isEmpty(db, bankPromotions)) {
    await db.insert(bankPromotions).values({
      title: '开通养老金账户 赢开户好礼',
      description: '在合作银行开通养老金账户，即可参与开户抽奖，返现自动入账。',
      bankIds: [1, 3],
      prizeActivityId: lotteryId
    })
  }
  if (await isEmpty(db, scanCodes)) {
    await db.insert(scanCodes).values([
      { code: 'PENSION2024', title: '扫码领养老金', amount: 188 },
      { code: 'STORE-GIFT-01', title: '门店扫码赠养老金', amount: 500, quota: 1000 },
      { code: 'NEWYEAR-888', title: '新春扫码赠养老金', amount: 888, quota: 100 }
    ])
  }
}
