import Steps, { type StepItem } from '@/components/steps'
import type { AfterSale } from '@contract/schemas/order'

/** The steps of an after-sale, oldest first: applied, the merchant's decision, the money back. */
export function refundSteps(a: Pick<AfterSale, 'status' | 'create_time' | 'approve_time' | 'finish_time' | 'remark'>) {
  const items: StepItem[] = [{ title: '提交退款申请', time: a.create_time }]
  switch (a.status) {
    case 0:
      items.push({ title: '等待商家处理', desc: '商家将尽快处理您的申请' }, { title: '退款到账', done: false })
      break
    case 1:
      items.push(
        { title: '商家已同意退款', time: a.approve_time },
        { title: '退款处理中', desc: '款项将原路退回您的支付账户' },
        { title: '退款到账', done: false }
      )
      break
    case 2:
      items.push(
        { title: '商家已同意退款', time: a.approve_time },
        { title: '退款成功', desc: '已原路退回您的支付账户', time: a.finish_time }
      )
      break
    case 3:
      items.push({ title: '商家拒绝退款', desc: a.remark || undefined, time: a.finish_time })
      break
    case 4:
      items.push({ title: '已撤销申请', time: a.finish_time })
      break
  }
  return items
}

export interface RefundProgressProps {
  afterSale: Pick<AfterSale, 'status' | 'create_time' | 'approve_time' | 'finish_time' | 'remark'>
  className?: string
}

/** An after-sale's progress on the kit's timeline (order-refund-detail, after-sale-status). */
export default function RefundProgress({ afterSale, className }: RefundProgressProps) {
  return <Steps items={refundSteps(afterSale)} order='in-order' ariaLabel='退款进度' className={className} />
}
