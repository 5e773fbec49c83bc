import { Taro, resetTaro } from './helpers/taro-mock'
import { STORE_KEYS } from '../../src/constants/storage-keys'
import { CARE_FONT_SCALE, isCareFontScale, readFontScale } from '../../src/platform/font-scale'
import { applyCareParam, isCareMode, parseCareParam, startCareMode, useCareStore } from '../../src/stores/care'
import { useGlobalStore } from '../../src/stores/global'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

type TaroWithBaseInfo = typeof Taro & { getAppBaseInfo?: jest.Mock }
const taro = Taro as TaroWithBaseInfo

const stored = (key: string) => {
  const raw = localStorage.getItem(key)
  return raw === null ? null : JSON.parse(raw)
}

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  window.history.replaceState(null, '', '/')
  useGlobalStore.setState({ appcode: '' })
  useCareStore.setState({ choice: null, auto: false })
  delete taro.getAppBaseInfo
})

afterAll(() => {
  process.env.TARO_ENV = 'h5'
})

describe('care parameter', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
    ['', null],
    ['2', null],
    [undefined, null],
    [1, null]
  ])('care=%p -> %p', (value, expected) => {
    expect(parseCareParam(value)).toBe(expected)
  })

  it('care=1 turns it on as the user choice, care=0 off; other values leave it alone', () => {
    expect(applyCareParam('1')).toBe(true)
    expect(isCareMode()).toBe(true)
    expect(useCareStore.getState().choice).toBe(true)
    expect(applyCareParam('yes')).toBe(false)
    expect(isCareMode()).toBe(true)
    expect(applyCareParam('0')).toBe(true)
    expect(isCareMode()).toBe(false)
  })

  it('at startup on H5: care=1 in the entry address (before or after the hash) turns it on', () => {
    window.history.replaceState(null, '', '/?care=1#/pages/home/index')
    startCareMode()
    expect(isCareMode()).toBe(true)
    useCareStore.setState({ choice: null })
    window.history.replaceState(null, '', '/#/pages/goods-info/index?id=3&care=1')
    startCareMode()
    expect(isCareMode()).toBe(true)
  })

  it('at startup in a mini program: care=1 in the launch query', () => {
    process.env.TARO_ENV = 'weapp'
    Taro.getLaunchOptionsSync.mockReturnValueOnce({ path: 'pages/home/index', query: { care: '1' } })
    startCareMode()
    expect(isCareMode()).toBe(true)
  })
})

describe('laoling channel', () => {
  it('turns care mode on automatically', () => {
    useGlobalStore.getState().setAppcode('laoling')
    startCareMode()
    expect(isCareMode()).toBe(true)
    expect(useCareStore.getState()).toMatchObject({ auto: true, choice: null })
  })

  it('another channel does not', () => {
    useGlobalStore.getState().setAppcode('partner')
    startCareMode()
    expect(isCareMode()).toBe(false)
  })

  it('a user who switched care mode off stays off even in the laoling channel', () => {
    useCareStore.getState().setCareMode(false)
    useGlobalStore.getState().setAppcode('laoling')
    startCareMode()
    expect(isCareMode()).toBe(false)
  })
})

describe('WeChat font scale', () => {
  it('reads fontSizeScaleFactor / fontSizeSetting from getAppBaseInfo in WeChat only', () => {
    taro.getAppBaseInfo = jest.fn(() => ({ fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 }))
    expect(readFontScale()).toBeNull() // H5
    process.env.TARO_ENV = 'weapp'
    expect(readFontScale()).toEqual({ setting: 23.8, factor: 1.4 })
    process.env.TARO_ENV = 'alipay'
    expect(readFontScale()).toBeNull()
  })

  it('falls back to getSystemInfoSync on older clients, and never throws', () => {
    process.env.TARO_ENV = 'weapp'
    taro.getAppBaseInfo = jest.fn(() => {
      throw new Error('getAppBaseInfo:fail')
    })
    Taro.getSystemInfoSync.mockReturnValueOnce({ fontSizeSetting: 24 })
    expect(readFontScale()).toEqual({ setting: 24 })
    Taro.getSystemInfoSync.mockImplementationOnce(() => {
      throw new Error('nope')
    })
    expect(readFontScale()).toBeNull()
  })

  it('the care level is a factor of 1.4 (23.8 / 17 on iOS), or 22.4 px when only the size is known', () => {
    expect(CARE_FONT_SCALE).toBe(1.4)
    expect(isCareFontScale({ factor: 23.8 / 17 })).toBe(true)
    expect(isCareFontScale({ factor: 22 / 17 })).toBe(false)
    expect(isCareFontScale({ factor: 1 })).toBe(false)
    expect(isCareFontScale({ setting: 23.8 })).toBe(true)
    expect(isCareFontScale({ setting: 22 })).toBe(false)
    expect(isCareFontScale({})).toBe(false)
    expect(isCareFontScale(null)).toBe(false)
  })

  it('WeChat at the care level turns care mode on at startup; the standard size does not', () => {
    process.env.TARO_ENV = 'weapp'
    taro.getAppBaseInfo = jest.fn(() => ({ fontSizeSetting: 17, fontSizeScaleFactor: 1 }))
    startCareMode(isCareFontScale())
    expect(isCareMode()).toBe(false)
    taro.getAppBaseInfo = jest.fn(() => ({ fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 }))
    startCareMode(isCareFontScale())
    expect(isCareMode()).toBe(true)
  })
})

describe('settings switch and persistence', () => {
  it('setCareMode / toggleCareMode / clearCareChoice', () => {
    const s = useCareStore.getState()
    s.setCareMode(true)
    expect(isCareMode()).toBe(true)
    useCareStore.getState().toggleCareMode()
    expect(isCareMode()).toBe(false)
    useCareStore.getState().setCareAuto(true)
    expect(isCareMode()).toBe(false) // the choice wins
    useCareStore.getState().clearCareChoice()
    expect(isCareMode()).toBe(true) // back to the automatic sources
  })

  it('persists the choice (not the automatic value) under the product namespace, and reads it at the next start', () => {
    useCareStore.getState().setCareMode(true)
    useCareStore.getState().setCareAuto(true)
    expect(STORE_KEYS.care).toBe('mili-mall:care')
    expect(stored(STORE_KEYS.care)).toEqual({ data: { choice: true } })

    let restarted: typeof import('../../src/stores/care') | undefined
    jest.isolateModules(() => {
      restarted = require('../../src/stores/care')
    })
    expect(restarted!.useCareStore.getState()).toMatchObject({ choice: true, auto: false })
    expect(restarted!.isCareMode()).toBe(true)
  })

  it('a corrupted stored value falls back to the default', () => {
    localStorage.setItem(STORE_KEYS.care, JSON.stringify({ data: { choice: 'yes' } }))
    let restarted: typeof import('../../src/stores/care') | undefined
    jest.isolateModules(() => {
      restarted = require('../../src/stores/care')
    })
    expect(restarted!.useCareStore.getState().choice).toBeNull()
  })
})
