import Taro from '@tarojs/taro'
import ProfilePage, { PROFILE_TEXT, checkNick } from '@/pages/user-config-profile/index'
import WechatPage, { WECHAT_TEXT, wechatBinding } from '@/pages/user-config-secure-wechat/index'
import { getWechatAuthorizeUrl, setUserProfile } from '@/services/api/user'
import { uploadImage, type UploadProgress } from '@/services/upload'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import { PROFILE_DEFAULTS, PROFILE_INFO_DEFAULTS, useProfileStore } from '@/stores/profile'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/user', () => ({ setUserProfile: jest.fn(), getWechatAuthorizeUrl: jest.fn() }))
jest.mock('@/services/upload', () => ({ uploadImage: jest.fn() }))

const setMock = setUserProfile as jest.MockedFunction<typeof setUserProfile>
const uploadMock = uploadImage as jest.MockedFunction<typeof uploadImage>
const INFO = { ...PROFILE_INFO_DEFAULTS, id: 7, nick: '老王', phone: '13800138000' }

type Utils = Awaited<ReturnType<typeof mount>>
const settle = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}

beforeEach(() => {
  useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 7 })
  useProfileStore.setState({ ...PROFILE_DEFAULTS, info: { ...INFO } })
  setMock.mockReset()
  uploadMock.mockReset()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
})
afterEach(() => jest.restoreAllMocks())

describe('user-config-profile', () => {
  it('checks the nickname', () => {
    expect(checkNick('  ')).toBe(PROFILE_TEXT.nickEmpty)
    expect(checkNick('字'.repeat(21))).toBe(PROFILE_TEXT.nickLong)
    expect(checkNick(' 张阿姨 ')).toBeNull()
  })

  it('saves the nickname through /user/setprofile and puts the answer in the store', async () => {
    setMock.mockResolvedValue({ ...INFO, nick: '张阿姨' })
    const utils = await mount(ProfilePage)
    const input = (await find('input[name="nick"]')) as HTMLInputElement
    expect(input.value).toBe('老王')
    input.value = ' 张阿姨 '
    await utils.act(() => utils.fireEvent.input(input))
    await utils.act(async () => void utils.fireEvent.click($('.profile__save')))
    await settle(utils)
    expect(setMock).toHaveBeenCalledWith({ nick: '张阿姨' })
    expect(useProfileStore.getState().info.nick).toBe('张阿姨')
  })

  it('uploads the avatar showing its progress, then saves it as head', async () => {
    jest
      .spyOn(Taro, 'chooseImage')
      .mockResolvedValue({ tempFilePaths: ['blob:me'], tempFiles: [], errMsg: 'chooseImage:ok' })
    let progress: ((p: UploadProgress) => void) | undefined
    let finish: (url: string) => void = () => undefined
    uploadMock.mockImplementation((_path, onProgress) => {
      progress = onProgress
      const p = new Promise<string>((resolve) => (finish = resolve))
      return Object.assign(p, { abort: jest.fn() })
    })
    setMock.mockResolvedValue({ ...INFO, head: 'http://127.0.0.1/api/service/image/a.png' })
    const utils = await mount(ProfilePage)
    await utils.act(async () => void utils.fireEvent.click($('.profile__avatar')))
    await settle(utils)
    expect(uploadMock).toHaveBeenCalledWith('blob:me', expect.any(Function))
    await utils.act(async () => progress?.({ progress: 42, totalBytesSent: 42, totalBytesExpectedToSend: 100 }))
    expect($('.profile__progress').getAttribute('aria-valuenow')).toBe('42')
    expect(textOf($('.profile__progress'))).toBe(PROFILE_TEXT.uploading(42))
    await utils.act(async () => finish('http://127.0.0.1/api/service/image/a.png'))
    await settle(utils)
    expect(setMock).toHaveBeenCalledWith({ head: 'http://127.0.0.1/api/service/image/a.png' })
    expect(useProfileStore.getState().info.head).toBe('http://127.0.0.1/api/service/image/a.png')
    expect(document.querySelector('.profile__progress')).toBeNull()
  })
})

describe('user-config-secure-wechat', () => {
  it('reads the binding from openid_mp, openid_h5 and wx_unionid', () => {
    expect(wechatBinding({ openid_mp: null, openid_h5: null, wx_unionid: null }).any).toBe(false)
    expect(wechatBinding({ openid_mp: 'mp_1', openid_h5: null, wx_unionid: null })).toEqual({
      mp: true,
      h5: false,
      union: false,
      any: true
    })
  })

  it('shows each binding, and outside WeChat says where binding is possible', async () => {
    await mount(WechatPage)
    expect(textOf()).toContain(WECHAT_TEXT.mp)
    expect(textOf()).toContain(WECHAT_TEXT.unbound)
    expect(textOf()).toContain(WECHAT_TEXT.elsewhere)
    expect(document.querySelector('.wx-bind__btn')).toBeNull()
  })

  it("inside WeChat's browser offers binding through WeChat's authorisation, returning through the bridge", async () => {
    const ua = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.40')
    const authorize = getWechatAuthorizeUrl as jest.Mock
    authorize.mockRejectedValue(new Error('offline'))
    const utils = await mount(WechatPage)
    expect(textOf()).not.toContain(WECHAT_TEXT.elsewhere)
    await utils.act(async () => void utils.fireEvent.click($('.wx-bind__btn')))
    await settle(utils)
    // The shared OAuth start: back through the WeChat bridge, with a state the bridge checks on return.
    const { redirect_uri: redirect, state } = authorize.mock.calls[0][0] as { redirect_uri: string; state: string }
    expect(redirect).toContain('#/pages/wechat-bridge/index')
    expect(state).toMatch(/\w{8,}/)
    ua.mockRestore()
  })
})
