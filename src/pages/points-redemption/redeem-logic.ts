/** The exchange rule when /points/info does not carry one: 1 point is 1 cent, 100 points at least. */
export const DEFAULT_EXCHANGE = { min_points: 100, points_per_cent: 1 }

export type ExchangeRule = typeof DEFAULT_EXCHANGE

/** Cents of pension these points buy. */
export const pensionCents = (points: number, rule: ExchangeRule) => Math.floor(points / rule.points_per_cent)

/** What the typed points are wrong about, or null; the shopper's own words, not the server's. */
export function pointsError(text: string, balance: number, rule: ExchangeRule): string | null {
  const t = text.trim()
  if (!t) return '请输入要兑换的积分'
  if (!/^\d{1,9}$/.test(t)) return '请输入整数积分'
  const n = Number(t)
  if (n < rule.min_points) return `每次至少兑换${rule.min_points}积分`
  if (n > balance) return `积分不足，当前可用${balance}积分`
  return null
}

/** 全部兑换: every point there is, when it reaches the minimum. */
export const allPoints = (balance: number, rule: ExchangeRule) => (balance >= rule.min_points ? balance : 0)
