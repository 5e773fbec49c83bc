import { formatMoney } from '@/utils/format'
import { checkMoney, type MoneyBounds, type MoneyProblem, type Validator } from '@/utils/validate'

/** The message for a money problem; bounds are named as prices show them ('¥0.01'). */
export function moneyMessage(problem: MoneyProblem): string {
  switch (problem.kind) {
    case 'negative':
      return '金额不能为负数'
    case 'decimals':
      return '金额最多保留两位小数'
    case 'tooLarge':
      return '金额超出范围'
    case 'min':
      return `金额不能低于${formatMoney(problem.bound)}`
    case 'max':
      return `金额不能超过${formatMoney(problem.bound)}`
    default:
      return '请输入正确的金额'
  }
}

/** A field rule for a yuan amount typed by the user, with bounds in cents; an empty value passes (pair it with rules.required). */
export function moneyRule(bounds: MoneyBounds = {}): Validator {
  return (value) => {
    if (value.trim() === '') return null
    const problem = checkMoney(value, bounds)
    return problem ? moneyMessage(problem) : null
  }
}
