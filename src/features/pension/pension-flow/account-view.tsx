import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ReactNode } from 'react'
import { navigate } from '@/navigation'
import type { BoundCard } from '@contract/schemas/bank'
import type { PensionCheck, PensionInfo } from '@contract/schemas/pension'
import { OpeningLeftover } from './opening-leftover'
import { BankBadge, FlowActions, FlowCard, KeyValue, Notice } from './parts'

/** The opened pension bank account: bank, masked account number (the server masks it). */
export function PensionAccountCard({ pension, children }: { pension: PensionInfo; children?: ReactNode }) {
  return (
    <FlowCard title='养老金银行账户' className='pf-account'>
      <BankBadge
        bank={{ name: pension.bank_account_name, logo: pension.bank_account_logo }}
        extra={<Text className='pf-hint pf-account__no'>{pension.bank_account_no}</Text>}
      />
      {children}
    </FlowCard>
  )
}

/** The debit card bound to the account for withdrawals, masked, with its small-amount check state. */
export function BoundCardCard({
  card,
  verified,
  children
}: {
  card: BoundCard
  verified: boolean
  children?: ReactNode
}) {
  return (
    <FlowCard title='提现银行卡' className='pf-bound-card'>
      {card.bound ? (
        <>
          <KeyValue label='发卡银行' value={card.bank_name || '—'} />
          <KeyValue label='卡号' value={<Text className='pf-bound-card__no'>{card.card_no}</Text>} />
          <KeyValue label='预留手机' value={card.phone || '—'} />
          <KeyValue label='打款验证' value={verified ? '已验证' : '未验证'} />
        </>
      ) : (
        <Text className='pf-text'>尚未绑定提现银行卡</Text>
      )}
      {children}
    </FlowCard>
  )
}

/** A card page reached before the bank account exists: what is missing and the way to it. */
export function NeedsAccount({ check }: { check: PensionCheck }) {
  return (
    <>
      <OpeningLeftover check={check} />
      <Notice tone='warn'>绑定银行卡前，请先开通养老金银行账户。</Notice>
      <FlowActions>
        <Button className='pf-needs-account__go' type='primary' block onClick={() => void navigate('account-bridge')}>
          去开通养老金账户
        </Button>
      </FlowActions>
    </>
  )
}
