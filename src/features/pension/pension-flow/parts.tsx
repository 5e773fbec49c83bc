import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { tapProps } from '@/components/menu-row'
import type { BankBrief } from '@contract/schemas/bank'

/** A white rounded section with an optional heading. */
export function FlowCard({
  title,
  children,
  className = ''
}: {
  title?: string
  children: ReactNode
  className?: string
}) {
  return (
    <View className={`pf-card ${className}`.trim()}>
      {title && (
        <View className='pf-card__title' role='heading' aria-level={2}>
          {title}
        </View>
      )}
      {children}
    </View>
  )
}

/** A line of state the user must read (processing, failed, locked): a status region, not a toast. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warn' | 'error'; children: ReactNode }) {
  return (
    <View className={`pf-notice pf-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </View>
  )
}

/** One label/value row (姓名 张三). */
export function KeyValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <View className='pf-kv'>
      <Text className='pf-kv__label'>{label}</Text>
      <View className='pf-kv__value'>{value}</View>
    </View>
  )
}

/** The page's buttons, stacked full width under the content. */
export function FlowActions({ children }: { children: ReactNode }) {
  return <View className='pf-actions'>{children}</View>
}

/** Bank logo and name; the logo is decoration, the name says it. */
export function BankBadge({ bank, extra }: { bank: Pick<BankBrief, 'name' | 'logo'>; extra?: ReactNode }) {
  return (
    <View className='pf-bank'>
      {bank.logo ? <Image className='pf-bank__logo' src={bank.logo} mode='aspectFit' aria-hidden='true' /> : null}
      <View className='pf-bank__text'>
        <Text className='pf-bank__name'>{bank.name}</Text>
        {extra}
      </View>
    </View>
  )
}

export interface BankListProps {
  banks: BankBrief[]
  onChoose: (bank: BankBrief) => void
  /** A bank that is working (its opening is starting): shows 正在前往 and blocks the others. */
  busyId?: number
}

/** Partner banks to open the pension account with; banks not cooperating yet are listed but not chosen. */
export function BankList({ banks, onChoose, busyId }: BankListProps) {
  return (
    <View className='pf-bank-list' role='list'>
      {banks.map((bank) => {
        const open = bank.is_cooperation && busyId === undefined
        return (
          <View
            key={bank.id}
            role='listitem'
            className={`pf-bank-list__item ${bank.is_cooperation ? '' : 'pf-bank-list__item--off'}`.trim()}
          >
            <View
              className='pf-bank-list__row'
              {...(open ? tapProps('button') : { 'aria-disabled': 'true' })}
              onClick={open ? () => onChoose(bank) : undefined}
            >
              <BankBadge
                bank={bank}
                extra={
                  <Text className='pf-bank-list__state'>
                    {busyId === bank.id ? '正在前往银行…' : bank.is_cooperation ? '可在线开户' : '暂未开通合作'}
                  </Text>
                }
              />
              {bank.is_cooperation && (
                <Text className='pf-bank-list__go' aria-hidden='true'>
                  ›
                </Text>
              )}
            </View>
          </View>
        )
      })}
    </View>
  )
}
