import ResultScreen from '@/components/result-screen'
import { type PageArgs, type PageName, replacePage } from '@/navigation'
import type { BoundCard } from '@contract/schemas/bank'
import type { PensionInfo } from '@contract/schemas/pension'
import { Notice } from './parts'

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void replacePage(name, ...args)

/**
 * The outcome of a card binding as the server has it now (/querycard), not as the previous page
 * believed: the card bound (ending in `tail` when given), and whether the small-amount check is due.
 */
export function CardResult({
  card,
  pension,
  tail,
  again
}: {
  card: BoundCard
  pension: PensionInfo
  tail?: string
  again: 'bind-pension-cardno' | 'bind-bank-account'
}) {
  const bound = card.bound && (!tail || card.card_no.replace(/\D/g, '').endsWith(tail))
  if (!bound) {
    return (
      <ResultScreen
        status='fail'
        title='银行卡未绑定'
        description='未查询到本次绑定的银行卡，请重新绑定。'
        primaryAction={{ text: '重新绑定', onClick: () => go(again) }}
        secondaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
      />
    )
  }
  const description = `${card.bank_name} ${card.card_no}`
  if (!pension.jst_binded) {
    return (
      <ResultScreen
        status='success'
        title='银行卡绑定成功'
        description={description}
        primaryAction={{ text: '去验证银行卡', onClick: () => go('bind-pension-account') }}
        secondaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
      >
        <Notice tone='warn'>为保障提现安全，请完成小额打款验证：银行会向该卡转入一笔小于1元的金额。</Notice>
      </ResultScreen>
    )
  }
  return (
    <ResultScreen
      status='success'
      title='银行卡绑定成功'
      description={description}
      primaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
      secondaryAction={{ text: '返回养老金账户', onClick: () => go('pension-overview') }}
    />
  )
}
