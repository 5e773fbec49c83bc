import Taro from '@tarojs/taro'
import { act, renderHook } from '@testing-library/react'
import { RESEND_SECONDS, useSmsCode } from '@/features/account/use-sms-code'
import { sendSmsCode } from '@/services/api/sms'
import { ApiError } from '@/services/request'

jest.mock('@/services/api/sms', () => ({ sendSmsCode: jest.fn() }))
const sendMock = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>
const PHONE = '13800138000'

describe('useSmsCode', () => {
  beforeEach(() => {
    window.localStorage.clear()
    sendMock.mockReset().mockResolvedValue({ expire_in: 300, interval: 60 })
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('sends once, counts down 60 s, and the countdown survives leaving and re-entering the page', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const first = renderHook(() => useSmsCode('phone-edit', PHONE))
    expect(first.result.current.label).toBe('获取验证码')
    await act(async () => void (await first.result.current.send()))
    expect(sendMock).toHaveBeenCalledWith({ phone: PHONE }, { noTip: true })
    expect(first.result.current.left).toBe(RESEND_SECONDS)
    await act(async () => void jest.advanceTimersByTime(20_000))
    expect(first.result.current.label).toBe('40s后重新获取')
    // A second send during the countdown asks the server for nothing.
    await act(async () => void (await first.result.current.send()))
    expect(sendMock).toHaveBeenCalledTimes(1)
    first.unmount()

    await act(async () => void jest.advanceTimersByTime(5_000))
    const again = renderHook(() => useSmsCode('phone-edit', PHONE))
    expect(again.result.current.left).toBe(35)
    // Another step (or another phone) has its own countdown.
    expect(renderHook(() => useSmsCode('unregister', PHONE)).result.current.left).toBe(0)
    await act(async () => void jest.advanceTimersByTime(35_000))
    expect(again.result.current.label).toBe('获取验证码')
  })

  it("shows the server's refusal (its rate-limit message) and does not start counting", async () => {
    sendMock.mockRejectedValue(new ApiError(1004, '验证码发送过于频繁，请稍后再试', null))
    const { result } = renderHook(() => useSmsCode('login', PHONE))
    let sent = true
    await act(async () => void (sent = await result.current.send()))
    expect(sent).toBe(false)
    expect(result.current.error).toBe('验证码发送过于频繁，请稍后再试')
    expect(result.current.left).toBe(0)
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '验证码发送过于频繁，请稍后再试' }))
  })

  it('refuses an invalid phone without calling the server', async () => {
    const { result } = renderHook(() => useSmsCode('login', '12345678901'))
    await act(async () => void (await result.current.send()))
    expect(sendMock).not.toHaveBeenCalled()
    expect(result.current.error).toBe('请输入正确的手机号')
  })
})
