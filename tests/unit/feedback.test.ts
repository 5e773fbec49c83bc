import { Taro, resetTaro } from './helpers/taro-mock'
import {
  actionSheet,
  alert,
  confirm,
  hideLoading,
  modal,
  setNavigationTitle,
  showLoading,
  showTip,
  toast
} from '../../src/utils/feedback'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

beforeEach(() => resetTaro())

describe('toast', () => {
  it('shows the title for 1500 ms by default, without an icon', async () => {
    await toast('已保存')
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '已保存', duration: 1500, icon: 'none', mask: false })
  })

  it('takes a duration and an icon', async () => {
    await toast('成功', { duration: 3000, icon: 'success' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ duration: 3000, icon: 'success' }))
  })

  it('fails with a parameter type message for a title that is not a string', async () => {
    await expect(toast(123)).rejects.toMatchObject({
      message: 'parameter error: parameter.title should be String instead of Number',
      errMsg: 'showToast:fail parameter error: parameter.title should be String instead of Number'
    })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('fails with a parameter type message for a duration that is not a number', async () => {
    await expect(toast('x', { duration: '2000' as unknown as number })).rejects.toMatchObject({
      message: 'parameter error: parameter.duration should be Number instead of String'
    })
    await expect(toast('x', { duration: undefined })).rejects.toMatchObject({
      message: 'parameter error: parameter.duration should be Number instead of Undefined'
    })
  })
})

describe('loading', () => {
  it('shows 加载中 by default and stays until hidden', async () => {
    await showLoading()
    expect(Taro.showLoading).toHaveBeenCalledWith({ title: '加载中', mask: true })
    expect(Taro.showLoading.mock.calls[0][0]).not.toHaveProperty('duration')
    hideLoading()
    expect(Taro.hideLoading).toHaveBeenCalled()
  })

  it('runs a tip callback 2000 ms after the tip', async () => {
    jest.useFakeTimers()
    const cb = jest.fn()
    const done = showTip('已提交', cb)
    await Promise.resolve()
    await Promise.resolve()
    jest.advanceTimersByTime(1999)
    expect(cb).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    await done
    expect(cb).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })
})

describe('modal', () => {
  it('uses the defaults: 取消, 确定, green confirm, black cancel', async () => {
    await modal({ content: '确定删除吗' })
    expect(Taro.showModal).toHaveBeenCalledWith({
      title: '',
      content: '确定删除吗',
      showCancel: true,
      cancelText: '取消',
      confirmText: '确定',
      cancelColor: '#000000',
      confirmColor: '#3CC51F'
    })
  })

  it('resolves confirm and cancel', async () => {
    Taro.showModal.mockResolvedValueOnce({ errMsg: 'showModal:ok', confirm: false, cancel: true })
    await expect(modal({ content: 'x' })).resolves.toEqual({ confirm: false, cancel: true })
  })

  it.each(['title', 'content', 'cancelText', 'confirmText', 'cancelColor', 'confirmColor'])(
    'refuses a %s that is not a string',
    async (key) => {
      await expect(modal({ [key]: 1 })).rejects.toMatchObject({
        message: `parameter error: parameter.${key} should be String instead of Number`,
        errMsg: `showModal:fail parameter error: parameter.${key} should be String instead of Number`
      })
      expect(Taro.showModal).not.toHaveBeenCalled()
    }
  )

  it('allows button texts up to 4 Chinese characters (8 units)', async () => {
    await modal({ cancelText: '暂不处理', confirmText: 'abcdefgh' })
    await modal({ confirmText: '去看看ab' })
    expect(Taro.showModal).toHaveBeenCalledTimes(2)
  })

  it('refuses longer cancel and confirm texts with the exact messages', async () => {
    await expect(modal({ cancelText: '我再想一想' })).rejects.toMatchObject({
      message: 'cancelText length should not larger then 4 Chinese characters'
    })
    await expect(modal({ confirmText: '立即前往a' })).rejects.toMatchObject({
      message: 'confirmText length should not larger then 4 Chinese characters'
    })
    await expect(modal({ confirmText: 'abcdefghi' })).rejects.toMatchObject({
      message: 'confirmText length should not larger then 4 Chinese characters'
    })
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('asks to confirm with the default title 确认操作', async () => {
    await expect(confirm('删除这个地址？')).resolves.toBe(true)
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '确认操作', content: '删除这个地址？', confirmText: '确定', cancelText: '取消' })
    )
  })

  it('shows a notice without a cancel button', async () => {
    await alert('已过期')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '已过期', showCancel: false }))
  })
})

describe('action sheet', () => {
  it('resolves the tapped index, null on cancel', async () => {
    Taro.showActionSheet.mockResolvedValueOnce({ errMsg: 'showActionSheet:ok', tapIndex: 1 })
    await expect(actionSheet(['拍照', '从相册选择'])).resolves.toBe(1)
    Taro.showActionSheet.mockRejectedValueOnce({ errMsg: 'showActionSheet:fail cancel' })
    await expect(actionSheet(['拍照'])).resolves.toBeNull()
  })

  it("reads Alipay's answer: { index }, -1 when cancelled", async () => {
    Taro.showActionSheet.mockResolvedValueOnce({ index: 1 })
    await expect(actionSheet(['拍照', '从相册选择'])).resolves.toBe(1)
    Taro.showActionSheet.mockResolvedValueOnce({ index: -1 })
    await expect(actionSheet(['拍照'])).resolves.toBeNull()
  })
})

describe('navigation title', () => {
  it('sets a title', async () => {
    await setNavigationTitle('我的订单')
    expect(Taro.setNavigationBarTitle).toHaveBeenCalledWith({ title: '我的订单' })
  })

  it.each([
    [undefined, 'Undefined'],
    [null, 'Null'],
    ['', 'empty String'],
    [42, 'Number'],
    [{}, 'Object']
  ])('rejects %p naming the parameter, String and what it got', async (title, got) => {
    const err = (await setNavigationTitle(title).catch((e: unknown) => e)) as Error
    expect(err.message).toBe(
      `setNavigationBarTitle:fail parameter error: parameter.title should be String instead of ${got}`
    )
    expect(err.message.startsWith('setNavigationBarTitle:fail')).toBe(true)
    expect(Taro.setNavigationBarTitle).not.toHaveBeenCalled()
  })
})
