import { pxTransform } from '../../src/utils/px'
import { darken, deriveThemeColors, hexToRgb, withAlpha } from '../../src/utils/color'

describe('pxTransform', () => {
  afterEach(() => {
    process.env.TARO_ENV = 'h5'
  })

  it('converts with the device ratio of the design width in mini programs (rpx)', () => {
    process.env.TARO_ENV = 'weapp'
    expect(pxTransform(100)).toBe('100rpx')
    expect(pxTransform(100, 750)).toBe('100rpx')
    expect(pxTransform(100, 640)).toBe('117rpx')
    expect(pxTransform(100, 828)).toBe('90.5rpx')
  })

  it('converts to rem on H5 (Taro base font size 20)', () => {
    process.env.TARO_ENV = 'h5'
    expect(pxTransform(40)).toBe('1rem')
    expect(pxTransform(100, 640)).toBe('2.925rem')
  })

  it('throws for a design width with no device ratio', () => {
    expect(() => pxTransform(10, 375)).toThrow('deviceRatio 配置中不存在 375 的设置！')
    expect(() => pxTransform(10, 1080)).toThrow(/1080/)
  })
})

describe('colour', () => {
  it('reads hex colours', () => {
    expect(hexToRgb('#D4AC52')).toEqual({ r: 212, g: 172, b: 82 })
    expect(hexToRgb('#fff')).toBeNull()
  })

  it('derives sub (0.8 alpha) and light (0.2 alpha) from the primary', () => {
    expect(deriveThemeColors('#D4AC52', '#000000')).toEqual({
      primary: '#D4AC52',
      sub: 'rgba(212, 172, 82, 0.8)',
      light: 'rgba(212, 172, 82, 0.2)',
      pressed: '#BB9748'
    })
  })

  it('falls back for an invalid primary', () => {
    expect(deriveThemeColors('red', '#D4AC52').primary).toBe('#D4AC52')
    expect(withAlpha('nope', 0.5)).toBeNull()
    expect(darken('#FFFFFF', 0.5)).toBe('#808080')
  })
})
