import { moneyRule } from '@/components/form-field'
import { rules, type FieldRules } from '@/utils/validate'

export const REFUND_TEXT = {
  typeLabel: '退款类型',
  scopeLabel: '退款商品',
  wholeOrder: '整单退款',
  notShipped: '商品尚未发货，仅支持仅退款',
  reasonLabel: '退款原因',
  reasonRequired: '请选择退款原因',
  amountLabel: '退款金额',
  amountRequired: '请填写退款金额',
  maxPrefix: '最多可退',
  descLabel: '退款说明（选填）',
  descPlaceholder: '请补充退款的具体情况，便于商家处理',
  images: (max: number) => `上传凭证（选填，最多 ${max} 张）`,
  uploading: '还有图片在上传或上传失败，请稍候或删除后再提交',
  submit: '提交申请',
  submitted: '退款申请已提交',
  noOrder: '订单不存在',
  notRefundable: '该订单当前不能申请退款'
} as const

export type RefundField = 'reason' | 'amount'

/** Reason picked; amount typed in yuan, at least ¥0.01 and at most what the order paid (cents). */
export const refundRules = (paid: number): FieldRules<RefundField> => ({
  reason: rules.required(REFUND_TEXT.reasonRequired),
  amount: [rules.required(REFUND_TEXT.amountRequired), moneyRule({ min: 1, max: paid })]
})
