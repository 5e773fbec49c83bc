import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../client'
import { banks, cardBins } from '../../schema'

const protocol = (bank: string) =>
  [
    `《${bank}养老金账户开户协议》（示例文本）`,
    `一、本协议由您与${bank}签订，用于开立个人养老金专用电子账户（II类户），账户仅用于接收本平台养老金返现及向您本人绑定的借记卡提现。`,
    '二、开户需您本人完成实名认证，所填写的姓名、身份证号、手机号及借记卡信息须真实、准确、有效。',
    '三、养老金返现在订单售后期结束后结算，并在账户开通后自动入账；提现到账时间以银行处理为准。',
    '四、银行将依法保护您的个人信息，仅在开户、入账、提现及监管要求的范围内使用。',
    '五、如对账户有疑问，请联系平台客服或开户银行。'
  ].join('\n')

// Issuer prefixes of common debit cards, enough for /checkbankno in a sandbox; partner banks carry their id.
const BINS: Array<[string, string, number | null, string?]> = [
  ['622298', '平安银行', 1],
  ['622986', '平安银行', 1],
  ['622989', '平安银行', 1],
  ['623058', '平安银行', 1],
  ['622155', '平安银行', 1, '信用卡'],
  ['622690', '中信银行', 3],
  ['622691', '中信银行', 3],
  ['622692', '中信银行', 3],
  ['622696', '中信银行', 3],
  ['433670', '中信银行', 3, '信用卡'],
  ['622202', '中国工商银行', null],
  ['622208', '中国工商银行', null],
  ['621226', '中国工商银行', null],
  ['621700', '中国建设银行', null],
  ['622700', '中国建设银行', null],
  ['622848', '中国农业银行', null],
  ['621661', '中国银行', null],
  ['622588', '招商银行', null],
  ['621483', '招商银行', null],
  ['622262', '交通银行', null]
]

const isEmpty = async (db: Db, table: PgTable) => (await db.select({ n: count() }).from(table))[0].n === 0

/**
 * Reference data of the pension half: the spec's partner banks (pingan 1, citic 3: the ids the bank provider and the
 * app's 开户 pages name; no console screen edits them) and the card-issuer prefixes /checkbankno reads. Idempotent:
 * each table is written only while it is empty.
 */
export async function seedBanks(db: Db) {
  if (await isEmpty(db, banks)) {
    await db.insert(banks).values([
      {
        id: 1,
        code: 'pingan',
        name: '平安银行',
        color: '#F25A29',
        sort: 1,
        protocolTitle: '平安银行养老金账户开户协议',
        protocolText: protocol('平安银行')
      },
      {
        id: 3,
        code: 'citic',
        name: '中信银行',
        color: '#C7000B',
        sort: 2,
        protocolTitle: '中信银行养老金账户开户协议',
        protocolText: protocol('中信银行')
      }
    ])
  }
  if (await isEmpty(db, cardBins)) {
    await db.insert(cardBins).values(
      BINS.map(([prefix, bankName, bankId, cardType]) => ({
        prefix,
        bankName,
        bankId,
        cardType: cardType ?? '借记卡'
      }))
    )
  }
}
