import { Taro, resetTaro, setCurrentPage } from './helpers/taro-mock'
import { bootstrap, fetchWechatConfig } from '../../src/app-start/bootstrap'
import { useAuthStore } from '../../src/stores/auth'
import { CARE_DEFAULTS, isCareMode, useCareStore } from '../../src/stores/care'
import { useGlobalStore } from '../../src/stores/global'
import { useProfileStore } from '../../src/stores/profile'
import { useThemeStore } from '../../src/stores/theme'
import { DEVICE_UUID_KEY } from '../../src/constants/storage-keys'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

const answers: Record<string, unknown> = {
  '/api/v1/user/profile': { id: 5, nick: '小米' },
  '/api/v1/pensionaccount/info2': { bank_account_no: '**** 1234', status: true },
  '/api/v1/app/run': null,
  '/api/v1/app/theme': { primary_color: '#2F7D32' },
  '/api/v1/app/home': {
    global_style: JSON.stringify({ pageConf: { bgColor: '#FFFFFF' }, useFooter: true, useHeader: true }),
    data: JSON.stringify({ components: [] }),
    theme: { primary_color: '#336699' },
    goods_activities: []
  }
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  window.history.replaceState(null, '', '/')
  setCurrentPage('pages/home/index')
  useAuthStore.getState().logout()
  useGlobalStore.setState({ appcode: '', env: 'h5' })
  Taro.request.mockImplementation(({ url }: { url: string }) =>
    Promise.resolve({ statusCode: 200, data: { errno: 1, error: '', data: answers[url] ?? null } })
  )
})

const urls = () => Taro.request.mock.calls.map((c) => c[0].url as string)

it('logged in: loads the profile then the pension, reports the run and loads the theme and home', async () => {
  useAuthStore.getState().loginSuccess({ token: 't', uid: 5 })
  await bootstrap()
  expect(urls()).toEqual(
    expect.arrayContaining([
      '/api/v1/user/profile',
      '/api/v1/pensionaccount/info2',
      '/api/v1/app/home',
      '/api/v1/app/run'
    ])
  )
  expect(urls().indexOf('/api/v1/user/profile')).toBeLessThan(urls().indexOf('/api/v1/pensionaccount/info2'))
  expect(useProfileStore.getState().info.nick).toBe('小米')
  expect(useProfileStore.getState().pension.bank_account_no).toBe('**** 1234')
  expect(useThemeStore.getState().config.primary_color).toBe('#336699')
  expect(document.documentElement.style.getPropertyValue('--main')).toBe('#336699')
})

it('logged out: no profile calls', async () => {
  await bootstrap()
  expect(urls()).not.toContain('/api/v1/user/profile')
  expect(urls()).toContain('/api/v1/app/home')
})

it('H5 landing on another page: the theme alone, not the home template; home asks for it when opened', async () => {
  setCurrentPage('pages/goods-info/index')
  await bootstrap()
  expect(urls()).toContain('/api/v1/app/theme')
  expect(urls()).not.toContain('/api/v1/app/home')
  expect(useThemeStore.getState().config.primary_color).toBe('#2F7D32')
  await useThemeStore.getState().loadHomeConf()
  expect(urls()).toContain('/api/v1/app/home')
})

it('H5 landing on home: one request brings the theme and the template', async () => {
  await bootstrap()
  expect(urls()).toContain('/api/v1/app/home')
  expect(urls()).not.toContain('/api/v1/app/theme')
})

it('reports ua, coords and the stored device uuid', async () => {
  setCurrentPage('pages/goods-info/index')
  await bootstrap()
  const run = Taro.request.mock.calls.find((c) => c[0].url === '/api/v1/app/run')![0]
  const stored = JSON.parse(localStorage.getItem(DEVICE_UUID_KEY) as string).data
  expect(run.data).toEqual({
    ua: window.navigator.userAgent,
    coords: { longitude: 116.4, latitude: 39.9 },
    uuid: stored
  })
})

it('never fails, whatever the server does', async () => {
  useAuthStore.getState().loginSuccess({ token: 't', uid: 5 })
  Taro.request.mockImplementation(() => Promise.reject({ errMsg: 'request:fail' }))
  await expect(bootstrap()).resolves.toBeUndefined()
  expect(Taro.showToast).not.toHaveBeenCalled()
  expect(useThemeStore.getState().config.primary_color).toMatch(/^#[0-9A-F]{6}$/i)
})

it('records the platform and the channel of the entry link', async () => {
  window.history.replaceState(null, '', '/?appcode=laoling#/pages/home/index')
  await bootstrap()
  expect(useGlobalStore.getState()).toMatchObject({ env: 'h5', appcode: 'laoling' })
  const call = Taro.request.mock.calls.find((c) => c[0].url === '/api/v1/app/home')![0]
  expect(call.header['Access-Channel']).toBe('laoling')
})

it('mini programs: takes the channel from the launch options', async () => {
  process.env.TARO_ENV = 'weapp'
  Taro.getLaunchOptionsSync.mockReturnValueOnce({ path: 'pages/home/index', query: { appcode: 'laoling' } })
  Taro.getUpdateManager.mockReturnValue({ onUpdateReady: jest.fn(), applyUpdate: jest.fn() })
  await bootstrap()
  expect(useGlobalStore.getState()).toMatchObject({ env: 'weapp', appcode: 'laoling' })
  expect(Taro.getUpdateManager).toHaveBeenCalled()
})

it('hands the JS-SDK a fetcher that asks the server to sign the page address', async () => {
  Taro.request.mockResolvedValueOnce({
    statusCode: 200,
    data: { errno: 1, error: '', data: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' } }
  })
  await expect(fetchWechatConfig('http://localhost/?x=1')).resolves.toMatchObject({ appId: 'wx1' })
  expect(Taro.request.mock.calls[0][0]).toMatchObject({
    url: '/api/v1/wechat/jssdkconfig',
    data: { url: 'http://localhost/?x=1' }
  })
})

it('H5: the landing request goes out at once, the run report only in a later task', async () => {
  const done = bootstrap()
  // Microtasks only: still the task that called bootstrap.
  for (let i = 0; i < 50; i++) await Promise.resolve()
  expect(urls()).toContain('/api/v1/app/home')
  expect(urls()).not.toContain('/api/v1/app/run')
  expect(useGlobalStore.getState().env).toBe('h5')
  await done
  expect(urls()).toContain('/api/v1/app/run')
})

it('H5 care mode from the link is on before the first task ends', async () => {
  window.history.replaceState(null, '', '/?care=1#/pages/home/index')
  const done = bootstrap()
  expect(isCareMode()).toBe(true)
  await done
  useCareStore.setState(CARE_DEFAULTS)
})
