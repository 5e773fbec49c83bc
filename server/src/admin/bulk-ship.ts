import type { Ctx } from '../lib/context'
import type { Actor } from './audit'
import { shipByOperator } from './orders'

/** One row of a bulk-ship upload and what became of it. */
export interface ShipRowResult {
  line: number
  order_no: string
  result: 'shipped' | 'already' | 'failed'
  message: string
}

/** Splits one CSV line (commas, optional double quotes with "" inside). */
function cells(line: string) {
  const out: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted && c === '"' && line[i + 1] === '"') {
      cur += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) {
      out.push(cur.trim())
      cur = ''
    } else cur += c
  }
  out.push(cur.trim())
  return out
}

export const MAX_ROWS = 2000

/**
 * Ships every row of `订单号,快递公司,运单号` (company by code or name; a header line is skipped). All or report:
 * each row stands alone, so a bad row never stops the good ones, and a re-upload reports the rows already shipped
 * with the same waybill as `already` instead of shipping them again.
 */
export async function bulkShip(ctx: Ctx, actor: Actor, csv: string): Promise<ShipRowResult[]> {
  const names = new Map(
    ctx.providers.express.companies().flatMap((c) => [
      [c.name, c.com],
      [c.com, c.com]
    ])
  )
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  const report: ShipRowResult[] = []
  for (let i = 0; i < lines.length && report.length < MAX_ROWS; i++) {
    if (!lines[i].trim()) continue
    const [orderNo = '', company = '', expressNo = ''] = cells(lines[i])
    if (i === 0 && !/\d/.test(orderNo)) continue
    const row = { line: i + 1, order_no: orderNo }
    const com = names.get(company) ?? names.get(company.toUpperCase())
    if (!orderNo) report.push({ ...row, result: 'failed', message: '缺少订单号' })
    else if (!com) report.push({ ...row, result: 'failed', message: `快递公司「${company}」不支持` })
    else
      try {
        const r = await shipByOperator(ctx, actor, { order_no: orderNo }, { com, express_no: expressNo })
        report.push({
          ...row,
          result: r.already ? 'already' : 'shipped',
          message: r.already ? '已发货（同一运单），未重复发货' : '发货成功'
        })
      } catch (err) {
        report.push({ ...row, result: 'failed', message: err instanceof Error ? err.message : String(err) })
      }
  }
  return report
}
