import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { MoneyInput, moneyRule } from '@/components/form-field'
import { LoadState } from '@/components/load-state'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import {
  BoundCardCard,
  FlowActions,
  FlowCard,
  NeedsAccount,
  Notice,
  PensionAccountCard,
  loadBankAccounts
} from '@/features/pension/pension-flow'
import { ERRNO } from '@contract/errno'
import { usePageData } from '@/hooks/use-page-data'
import { navigate, replacePage } from '@/navigation'
import { bindSmallAmountWithCheckCorp, checkAmountWithCorp } from '@/services/api/jst'
import { ApiError } from '@/services/request'
import { useProfileStore } from '@/stores/profile'
import { parseYuanToCents, rules, validateValue } from '@/utils/validate'
import './index.scss'

export const JST_TEXT = {
  send: '向银行卡打款验证',
  resend: '重新打款',
  sent: (card: string) => `已向银行卡 ${card} 转入一笔小于1元的金额，请在银行App或短信查看入账金额后填写。`,
  label: '入账金额',
  required: '请输入收到的金额',
  check: '确认验证',
  haveIt: '已收到打款，直接填写',
  noCard: '还没有绑定提现银行卡，请先绑定本人银行卡，再进行打款验证。',
  bindCard: '去绑定银行卡',
  failed: '操作失败，请稍后重试'
} as const

/** The amount the bank sends is 0.01-0.99 yuan; the server takes integer cents. */
export const JST_AMOUNT_RULES = [rules.required(JST_TEXT.required), moneyRule({ min: 1, max: 99 })]

const messageOf = (err: unknown) => (err instanceof Error && err.message) || JST_TEXT.failed

/**
 * 绑定养老金账户: the corporate small-amount check of the withdrawal card (/jst/bindsmallamountwithcheckcorp,
 * /jst/checkamountwithcorp). Wrong amounts show beside the field with the tries left; three lock it.
 */
export default function BindPensionAccountPage() {
  const data = usePageData(loadBankAccounts, [], { refreshOnShow: true })
  const [sentTo, setSentTo] = useState('')
  const [asking, setAsking] = useState(false)
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [locked, setLocked] = useState('')
  const [busy, setBusy] = useState(false)

  const done = async () => {
    await useProfileStore
      .getState()
      .loadPension()
      .catch(() => undefined)
    await replacePage('bind-pension-account-status', { kind: 'verify' })
  }

  const send = async () => {
    setBusy(true)
    setError('')
    try {
      const res = await bindSmallAmountWithCheckCorp({ noTip: true })
      if (res.jst_binded) return void (await done())
      setSentTo(res.card_no)
      setAsking(true)
      setAmount('')
    } catch (err) {
      if (err instanceof ApiError && err.errno === ERRNO.JST_LOCKED) setLocked(err.message)
      else setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  const check = async () => {
    const problem = validateValue(amount, JST_AMOUNT_RULES)
    setAmountError(problem)
    if (problem) return
    setBusy(true)
    setError('')
    try {
      await checkAmountWithCorp({ amount: parseYuanToCents(amount)! }, { noTip: true })
      await done()
    } catch (err) {
      if (err instanceof ApiError && err.errno === ERRNO.JST_LOCKED) {
        setLocked(err.message)
        setAsking(false)
      } else if (err instanceof ApiError && err.errno === ERRNO.JST_AMOUNT_WRONG) setAmountError(err.message)
      else setError(messageOf(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageLayout page='bind-pension-account' className='jst'>
      <LoadState of={data}>
        {({ check: c, pension, card }) => {
          if (!c.bank_opened) return <NeedsAccount check={c} />
          if (pension.jst_binded) {
            return (
              <>
                <Notice>提现银行卡已完成验证，无需重复验证。</Notice>
                <BoundCardCard card={card} verified />
              </>
            )
          }
          return (
            <>
              <PensionAccountCard pension={pension} />
              <BoundCardCard card={card} verified={false} />
              <FlowCard title='小额打款验证'>
                <Text className='pf-text'>
                  银行将向您的提现银行卡转入一笔 0.01-0.99 元的随机金额，填写收到的金额即可完成验证。
                </Text>
                {sentTo && <Text className='pf-hint jst__sent'>{JST_TEXT.sent(sentTo)}</Text>}
                {asking && (
                  <MoneyInput
                    label={JST_TEXT.label}
                    name='amount'
                    value={amount}
                    error={amountError}
                    placeholder='例如 0.35'
                    onChange={(v) => {
                      setAmount(v)
                      setAmountError(null)
                    }}
                    onBlur={() => setAmountError(validateValue(amount, JST_AMOUNT_RULES))}
                  />
                )}
              </FlowCard>
              {locked && <Notice tone='error'>{locked}</Notice>}
              {error && <Notice tone='error'>{error}</Notice>}
              {!card.bound && <Notice>{JST_TEXT.noCard}</Notice>}
              <FlowActions>
                {!card.bound ? (
                  // Without a card there is nothing to send money to: the way on is binding one, not a grey button.
                  <Button
                    className='jst__bind'
                    type='primary'
                    block
                    onClick={() => void navigate('bind-pension-cardno')}
                  >
                    {JST_TEXT.bindCard}
                  </Button>
                ) : asking ? (
                  <>
                    <Button
                      className='jst__check'
                      type='primary'
                      block
                      loading={busy}
                      disabled={busy}
                      onClick={() => void check()}
                    >
                      {JST_TEXT.check}
                    </Button>
                    <Button fill='outline' block disabled={busy} onClick={() => void send()}>
                      {JST_TEXT.resend}
                    </Button>
                  </>
                ) : (
                  <Button
                    className='jst__send'
                    type='primary'
                    block
                    loading={busy}
                    disabled={busy || Boolean(locked)}
                    onClick={() => void send()}
                  >
                    {JST_TEXT.send}
                  </Button>
                )}
              </FlowActions>
              {!asking && !locked && card.bound && (
                <View className='pf-link' {...tapProps('button')} onClick={() => setAsking(true)}>
                  {JST_TEXT.haveIt}
                </View>
              )}
            </>
          )
        }}
      </LoadState>
    </PageLayout>
  )
}
