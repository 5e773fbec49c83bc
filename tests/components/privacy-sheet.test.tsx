import Taro from '@tarojs/taro'
import PrivacySheet, { PRIVACY_TEXT } from '@/components/privacy-sheet'
import { PRIVACY_AGREE_BUTTON_ID, installPrivacyCheck, type PrivacyResolve } from '@/platform/privacy'
import { $, mount, textOf } from '../jest/render'

jest.setTimeout(30_000)

type Listener = (resolve: PrivacyResolve, info?: { referrer?: string }) => void

/** The platform's side: the listener the app registered, and a privacy API held until it is answered. */
function fakeHost(global: 'wx' | 'my') {
  let listener: Listener | null = null
  const g = globalThis as Record<string, unknown>
  g[global] = { onNeedPrivacyAuthorization: (l: Listener) => (listener = l) }
  const call = (referrer: string) =>
    new Promise<string>((resolve) => {
      listener?.((answer) => resolve(answer.event === 'agree' ? `agree:${answer.buttonId}` : 'disagree'), { referrer })
    })
  return { call, installed: () => listener !== null, remove: () => delete g[global] }
}

const flush = () => new Promise((r) => setTimeout(r, 0))
const env = process.env.TARO_ENV

afterEach(() => {
  process.env.TARO_ENV = env
})

describe('privacy sheet (mini programs)', () => {
  it('shows when a privacy API waits, links 《隐私政策》, and 拒绝 fails every held call', async () => {
    process.env.TARO_ENV = 'weapp'
    const host = fakeHost('wx')
    expect(installPrivacyCheck()).toBe(true)
    expect(host.installed()).toBe(true)
    const utils = await mount(PrivacySheet)
    expect(document.querySelector('.privacy-sheet')).toBeNull()

    let location = ''
    let album = ''
    await utils.act(async () => {
      void host.call('getLocation').then((r) => (location = r))
      void host.call('chooseImage').then((r) => (album = r))
      await flush()
    })
    expect(textOf($('.privacy-sheet__panel'))).toContain(PRIVACY_TEXT.title)
    expect($('.privacy-sheet__agree').getAttribute('id')).toBe(PRIVACY_AGREE_BUTTON_ID)
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    await utils.act(async () => {
      $('.privacy-sheet__link').click()
      await flush()
    })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/service-terms/index?key=privacy-policy' })

    await utils.act(async () => {
      $('.privacy-sheet__refuse').click()
      await flush()
    })
    expect([location, album]).toEqual(['disagree', 'disagree'])
    expect(document.querySelector('.privacy-sheet')).toBeNull()
    host.remove()
  })

  it('Alipay: the agree button’s tap lets the held call go on, naming the button', async () => {
    process.env.TARO_ENV = 'alipay'
    const host = fakeHost('my')
    expect(installPrivacyCheck()).toBe(true)
    const utils = await mount(PrivacySheet)
    let answer = ''
    await utils.act(async () => {
      void host.call('chooseImage').then((r) => (answer = r))
      await flush()
    })
    await utils.act(async () => {
      $('.privacy-sheet__agree').click()
      await flush()
    })
    expect(answer).toBe(`agree:${PRIVACY_AGREE_BUTTON_ID}`)
    expect(document.querySelector('.privacy-sheet')).toBeNull()
    host.remove()
  })

  it('H5 has no platform gate: nothing is installed', () => {
    process.env.TARO_ENV = 'h5'
    expect(installPrivacyCheck()).toBe(false)
  })
})
