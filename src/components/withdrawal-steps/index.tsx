import Steps, { type StepItem } from '@/components/steps'
import { WITHDRAW_STATUS } from '@contract/enums'
import type { Withdrawal } from '@contract/schemas/pension'

/** A withdrawal's progress: applied -> reviewed (at the bank) -> paid, or failed with the amount returned. */
export function withdrawalSteps(w: Withdrawal): StepItem[] {
  const failed = w.status === WITHDRAW_STATUS.failed
  return [
    { title: '提交申请', time: w.created_at, done: true },
    { title: '审核通过，银行处理中', time: w.reviewed_at, done: w.status >= WITHDRAW_STATUS.reviewed },
    failed
      ? { title: '提取失败，金额已退回养老金账户', desc: w.reason || undefined, time: w.finished_at, done: true }
      : { title: '已到账', time: w.finished_at, done: w.status === WITHDRAW_STATUS.paid }
  ]
}

/** The kit's timeline for one withdrawal application. */
export default function WithdrawalSteps({ withdrawal, className }: { withdrawal: Withdrawal; className?: string }) {
  return (
    <Steps
      items={withdrawalSteps(withdrawal)}
      order='in-order'
      timeFormat='YYYY-MM-DD HH:mm'
      ariaLabel='提取进度'
      className={className}
    />
  )
}
