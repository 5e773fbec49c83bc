import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import { tapProps } from '@/components/menu-row'
import SmsCodeField from '@/features/account/sms-code-field'
import { useSmsCode } from '@/features/account/use-sms-code'
import { showTip, toast } from '@/utils/feedback'
import { maskPhone } from '@/utils/mask'
import { goHome } from '@/utils/route'
import { unregisterAccount } from '@/flows/logout'

export const UNREGISTER_TEXT = {
  title: '注销账户',
  lead: '注销后，以下内容将被永久清除且无法恢复：',
  losses: [
    '个人资料（昵称、头像）、实名信息，以及微信等第三方账号的绑定关系',
    '未使用的购物卡余额、积分和优惠券将全部作废',
    '养老金返现记录将无法再通过本账户查看或领取',
    '订单记录按法律要求保存，但您将无法再登录查看'
  ],
  blocked: '有未完成的订单（待付款、待发货、待收货、退款中）或处理中的提现时，无法注销。',
  codeTo: (phone: string) => `验证码将发送至 ${phone}`,
  codeLabel: '验证码',
  codePlaceholder: '请输入短信验证码',
  agree: '我已知晓上述注销后果',
  agreeFirst: '请先确认已知晓注销后果',
  codeInvalid: '请输入 6 位验证码',
  submit: '确认注销',
  cancel: '暂不注销',
  confirm: '注销后账户无法恢复，确定要注销吗？',
  done: '账户已注销'
} as const

const messageOf = (err: unknown) => (err instanceof Error && err.message) || '注销失败，请稍后重试'

/** Account deletion: what is lost, an SMS code to the account's phone, a last confirmation. */
export default function UnregisterPanel({ phone, onCancel }: { phone: string; onCancel: () => void }) {
  const sms = useSmsCode('unregister', phone)
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState('')

  const onSubmit = async () => {
    if (!agreed) return void toast(UNREGISTER_TEXT.agreeFirst)
    if (!/^\d{6}$/.test(code)) return void toast(UNREGISTER_TEXT.codeInvalid)
    const sure = await confirmAction({ title: UNREGISTER_TEXT.title, content: UNREGISTER_TEXT.confirm, danger: true })
    if (!sure) return
    setSubmitting(true)
    setError('')
    try {
      await unregisterAccount(code)
      // The account is gone and the page with it: the shopper reads the tip (spec: 2000 ms) before going home.
      await showTip(UNREGISTER_TEXT.done, () => void goHome())
    } catch (err) {
      setError(messageOf(err))
      setSubmitting(false)
    }
  }

  return (
    <View className='unregister'>
      <View className='unregister__title' role='heading' aria-level={1}>
        {UNREGISTER_TEXT.title}
      </View>
      <View className='unregister__warning'>
        <Text className='unregister__lead'>{UNREGISTER_TEXT.lead}</Text>
        {UNREGISTER_TEXT.losses.map((line) => (
          <Text key={line} className='unregister__loss'>
            · {line}
          </Text>
        ))}
        <Text className='unregister__blocked'>{UNREGISTER_TEXT.blocked}</Text>
      </View>

      <View className='unregister__form'>
        <Text className='unregister__to'>{UNREGISTER_TEXT.codeTo(maskPhone(phone))}</Text>
        <SmsCodeField
          sms={sms}
          sendClassName='unregister__send'
          label={UNREGISTER_TEXT.codeLabel}
          value={code}
          placeholder={UNREGISTER_TEXT.codePlaceholder}
          onChange={setCode}
        />
        <View
          className={`unregister__agree${agreed ? ' unregister__agree--on' : ''}`}
          {...tapProps('checkbox')}
          aria-checked={agreed ? 'true' : 'false'}
          onClick={() => setAgreed(!agreed)}
        >
          <View className='unregister__box' aria-hidden='true'>
            {agreed && <Text className='unregister__tick'>✓</Text>}
          </View>
          <Text className='unregister__agree-text'>{UNREGISTER_TEXT.agree}</Text>
        </View>
      </View>

      {error && (
        <View className='unregister__error' role='alert'>
          {error}
        </View>
      )}

      <View className='unregister__actions'>
        <Button
          className='unregister__submit'
          type='danger'
          block
          loading={submitting}
          disabled={submitting}
          onClick={() => void onSubmit()}
        >
          {UNREGISTER_TEXT.submit}
        </Button>
        <Button className='unregister__cancel' block fill='outline' onClick={onCancel}>
          {UNREGISTER_TEXT.cancel}
        </Button>
      </View>
    </View>
  )
}
