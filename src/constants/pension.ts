import type { PensionFlow, WithdrawStatus } from '@contract/schemas/pension'
import { SETTLEMENT_STATUS_LABEL } from '@contract/enums'

export const WITHDRAW_STATUS_LABEL: Record<WithdrawStatus, string> = {
  0: '已申请',
  1: '银行处理中',
  2: '已到账',
  3: '提取失败'
}

/** The word for a flow's settlement state; a refunded order's cashback reads 已取消 whatever its status. */
export const flowStatusText = (flow: Pick<PensionFlow, 'status' | 'cancelled'>) =>
  flow.cancelled ? '已取消' : (SETTLEMENT_STATUS_LABEL[flow.status] ?? SETTLEMENT_STATUS_LABEL[3])

/** theme.config.pension_tag_theme: 1 outline; 2 (the default) and anything unknown filled (as goods-card). */
export const pensionTagClass = (theme: number) => (theme === 1 ? 'pension-tag--outline' : 'pension-tag--filled')

/** Words shared by the pension pages. */
export const PENSION_TEXT = {
  hiddenTitle: '养老金服务暂未开放',
  hiddenDesc: '当前暂不提供养老金账户服务，您可以继续购物',
  goHome: '返回首页',
  withdraw: '提取',
  withdrawRecords: '提取记录',
  notOpened: '请先开通养老金银行账户',
  openAccount: '开通养老金账户',
  bindCard: '绑定银行卡',
  service: '联系客服'
} as const
