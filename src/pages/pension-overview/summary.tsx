import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { tapProps } from '@/components/menu-row'
import { PENSION_TEXT } from '@/constants/pension'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import type { PensionInfo } from '@contract/schemas/pension'
import { Amount, AmountToggle, RulesLink } from './amount'

export const SUMMARY_TEXT = {
  total: '累计返现',
  deposited: '已入账',
  waiting: '待入账',
  unsettled: '待结算',
  forOpen: '开通账户后可入账',
  withdrawable: '可提取',
  account: '养老金银行账户',
  openDesc: '开通后，返现将自动存入您本人的养老金账户',
  openPromo: '开户有礼',
  opened: '已开通'
} as const

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

/** The totals of profile.pension, every amount in cents through Price. */
export function TotalsCard({ info }: { info: PensionInfo }) {
  const parts: Array<[string, number, string]> = [
    [SUMMARY_TEXT.deposited, info.accountin_total, 'deposited'],
    [SUMMARY_TEXT.waiting, info.accountin_waiting, 'waiting'],
    [SUMMARY_TEXT.unsettled, info.unsettled_amount, 'unsettled']
  ]
  const canWithdraw = info.status && info.withdrawable > 0
  return (
    <View className='pov-card pov-totals' role='region' aria-label='养老金总览'>
      <View className='pov-totals__head'>
        <Text className='pov-totals__label'>{SUMMARY_TEXT.total}</Text>
        <AmountToggle />
        <RulesLink />
      </View>
      <Amount cents={info.pension_amount_total} size='large' className='pov-totals__total' />
      <View className='pov-totals__parts'>
        {parts.map(([label, cents, key]) => (
          <View key={key} className={`pov-totals__part pov-totals__part--${key}`}>
            <Text className='pov-totals__label'>{label}</Text>
            <Amount cents={cents} size='small' />
          </View>
        ))}
      </View>
      {!info.status && info.pension_for_open > 0 && (
        <View className='pov-totals__for-open'>
          <Text>{SUMMARY_TEXT.forOpen}</Text>
          <Amount cents={info.pension_for_open} size='small' />
        </View>
      )}
      {info.status && (
        <View className='pov-totals__withdraw'>
          <View className='pov-totals__withdrawable'>
            <Text className='pov-totals__label'>{SUMMARY_TEXT.withdrawable}</Text>
            <Amount cents={info.withdrawable} size='normal' />
          </View>
          <View className='pov-totals__actions'>
            <View className='pov-link' {...tapProps()} onClick={() => go('pension-withdrawal-detail')}>
              <Text>{PENSION_TEXT.withdrawRecords}</Text>
            </View>
            {canWithdraw && (
              <Button
                className='pov-totals__withdraw-btn'
                type='primary'
                size='small'
                onClick={() => go('apply-pension-withdrawal')}
              >
                {PENSION_TEXT.withdraw}
              </Button>
            )}
          </View>
        </View>
      )}
    </View>
  )
}

/** The opened bank account (logo, name, masked number), or the call to open one. */
export function AccountCard({ info }: { info: PensionInfo }) {
  if (info.bank_account_no) {
    return (
      <View className='pov-card pov-account' role='region' aria-label={SUMMARY_TEXT.account}>
        {info.bank_account_logo ? (
          // The bank's name is written beside it: the logo adds nothing for a screen reader.
          <Image className='pov-account__logo' src={info.bank_account_logo} mode='aspectFit' imgProps={{ alt: '' }} />
        ) : null}
        <View className='pov-account__text'>
          <Text className='pov-account__name'>{info.bank_account_name || SUMMARY_TEXT.account}</Text>
          <Text className='pov-account__no'>{info.bank_account_no}</Text>
        </View>
        <Text className='pov-account__state'>{SUMMARY_TEXT.opened}</Text>
      </View>
    )
  }
  if (!info.is_show_open_btn) return null
  return (
    <View className='pov-card pov-open' role='region' aria-label={PENSION_TEXT.openAccount}>
      <Text className='pov-open__title'>{PENSION_TEXT.openAccount}</Text>
      <Text className='pov-open__desc'>{SUMMARY_TEXT.openDesc}</Text>
      <View className='pov-open__actions'>
        <Button className='pov-open__btn' type='primary' block onClick={() => go('choose-pension-bank')}>
          {PENSION_TEXT.openAccount}
        </Button>
        <View className='pov-link pov-open__promo' {...tapProps()} onClick={() => go('open-account-landing')}>
          <Text>{SUMMARY_TEXT.openPromo} ›</Text>
        </View>
      </View>
    </View>
  )
}
