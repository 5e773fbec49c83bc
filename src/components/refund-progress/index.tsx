import Steps, { type StepItem } from '@/components/steps'
import type { AfterSale } from '@contract/schemas/order'

type Progress = Pick<AfterSale, 'status' | 'create_time' | 'approve_time' | 'finish_time' | 'remark'> &
  Partial<Pick<AfterSale, 'type' | 'return_express' | 'receive_time'>>

/** 退货退款 past approval: 待寄回 -> 待收货 -> 退款中 -> 已退款 (or closed when nothing was sent back in time). */
function returnSteps(a: Progress, items: StepItem[]) {
  items.push({ title: '商家已同意退货', time: a.approve_time })
  const sent = a.return_express
  items.push(
    sent
      ? { title: '已寄回商品', desc: `${sent.com_name} ${sent.express_no}`, time: sent.ship_time ?? undefined }
      : a.status === 7
        ? { title: '售后已关闭', desc: a.remark || undefined, time: a.finish_time }
        : { title: '待寄回', desc: '请按退货地址寄回商品并填写快递单号' }
  )
  if (a.status === 7) return items
  items.push(
    a.receive_time
      ? { title: '商家已收货', time: a.receive_time }
      : { title: '待收货', desc: sent ? '商家收到退货后将为您退款' : undefined, done: sent ? undefined : false }
  )
  if (a.status === 2) items.push({ title: '退款成功', desc: '已原路退回您的支付账户', time: a.finish_time })
  else items.push({ title: a.status === 1 ? '退款中' : '退款到账', done: a.status === 1 ? undefined : false })
  return items
}

/** The steps of an after-sale, oldest first: applied, the merchant's decision, the money back. */
export function refundSteps(a: Progress) {
  const items: StepItem[] = [{ title: '提交退款申请', time: a.create_time }]
  if (a.type === 2 && a.approve_time && [1, 2, 5, 6, 7].includes(a.status)) return returnSteps(a, items)
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
  afterSale: Progress
  className?: string
}

/** An after-sale's progress on the kit's timeline (order-refund-detail, after-sale-status). */
export default function RefundProgress({ afterSale, className }: RefundProgressProps) {
  return <Steps items={refundSteps(afterSale)} order='in-order' ariaLabel='退款进度' className={className} />
}
