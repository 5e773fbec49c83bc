import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import SmsCodeField, { SmsPhoneField } from '@/features/account/sms-code-field'
import { useSmsCode } from '@/features/account/use-sms-code'
import { sendSmsCode } from '@/services/api/sms'
import { ApiError } from '@/services/request'
import { isMobile } from '@/utils/validate'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
const sendMock = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>
const PHONE = '13800138000'

let typedCode = ''

function Sample({ initialPhone = PHONE, sendText }: { initialPhone?: string; sendText?: string }) {
  const [phone, setPhone] = useState(initialPhone)
  const [code, setCode] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const sms = useSmsCode('test', phone)
  typedCode = code
  return (
    <View>
      <SmsPhoneField
        sms={sms}
        label='手机号'
        placeholder='请输入手机号'
        value={phone}
        error={phoneError}
        onChange={(v) => {
          setPhone(v)
          setPhoneError(null)
        }}
      />
      <SmsCodeField
        sms={sms}
        sendClassName='sample__send'
        value={code}
        onChange={setCode}
        sendText={sendText}
        checkPhone={() => {
          const problem = isMobile(phone) ? null : '手机号不对'
          setPhoneError(problem)
          return problem
        }}
      />
    </View>
  )
}

type Utils = Awaited<ReturnType<typeof mount>>
const tap = (utils: Utils, el: Element) => utils.act(async () => void utils.fireEvent.click(el))
const send = () => $('.sample__send')
/** NutUI marks a disabled button by class; Taro's H5 element also carries disabled="false" when it is not. */
const isDisabled = (el: HTMLElement) =>
  el.className.includes('disabled') || ![null, 'false'].includes(el.getAttribute('disabled'))

describe('SmsCodeField', () => {
  beforeEach(() => {
    window.localStorage.clear()
    sendMock.mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it("shows the server's refusal under the phone and keeps the button ready", async () => {
    sendMock.mockRejectedValue(new ApiError(1004, '验证码发送过于频繁，请稍后再试', null))
    const utils = await mount(Sample)
    await tap(utils, send())
    expect($('.form-field__error').textContent).toBe('验证码发送过于频繁，请稍后再试')
    expect(textOf(send())).toBe('获取验证码')
    expect(isDisabled(send())).toBe(false)
  })

  it("stops at the page's phone check and shows its message, without calling the server", async () => {
    const utils = await mount(Sample, { initialPhone: '1380013' })
    await tap(utils, send())
    expect(sendMock).not.toHaveBeenCalled()
    expect($('.form-field__error').textContent).toBe('手机号不对')
  })

  it('keeps only six digits of the code and shows the caller’s send text while no countdown runs', async () => {
    const utils = await mount(Sample, { sendText: '获取银行验证码' })
    expect(textOf(send())).toBe('获取银行验证码')
    const input = (await find('input[name="verify_code"]')) as HTMLInputElement
    input.value = '12a345678'
    await utils.act(() => utils.fireEvent.input(input))
    expect(typedCode).toBe('123456')
    await tap(utils, send())
    expect(textOf(send())).toBe('60s后重新获取')
  })

  // Last: once fake timers ran, Taro's H5 inputs no longer draw their native <input> in this file.
  it('sends the code, then counts down on a disabled button until it may send again', async () => {
    const utils = await mount(Sample)
    expect(textOf(send())).toBe('获取验证码')
    expect(isDisabled(send())).toBe(false)
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate'] })
    await tap(utils, send())
    expect(sendMock).toHaveBeenCalledWith({ phone: PHONE }, { noTip: true })
    expect(textOf(send())).toBe('60s后重新获取')
    expect(isDisabled(send())).toBe(true)
    // A tap while counting asks for nothing.
    await tap(utils, send())
    expect(sendMock).toHaveBeenCalledTimes(1)
    await utils.act(async () => void jest.advanceTimersByTime(15_000))
    expect(textOf(send())).toBe('45s后重新获取')
    await utils.act(async () => void jest.advanceTimersByTime(45_000))
    expect(textOf(send())).toBe('获取验证码')
    expect(isDisabled(send())).toBe(false)
  })
})
