import Taro from '@tarojs/taro'
import SharePoster, { POSTER_TEXT } from '@/features/catalogue/share-poster'
import { renderPoster } from '@/features/catalogue/share-poster/canvas'
import { drawPoster, posterPrice, wrapText, type PosterContext } from '@/features/catalogue/share-poster/draw'
import { saveToAlbum, SAVE_TEXT } from '@/features/catalogue/share-poster/save'
import { goodsEntry } from '@/platform/share-entry'
import { getShareCode } from '@/services/api/share'
import { useCareStore } from '@/stores/care'
import { encodeShareScene } from '@contract/share-scene'
import { fontSizeOf, loadRules } from '../jest/css-sizes'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/share', () => ({ getShareCode: jest.fn() }))
// The platform canvas is not jsdom's: the sheet's drawing is replaced, its own logic (draw.ts) is tested below.
jest.mock('@/features/catalogue/share-poster/canvas', () => ({
  CANVAS_ID: 'share-poster-canvas',
  renderPoster: jest.fn()
}))
jest.setTimeout(30_000)

const codeMock = getShareCode as jest.MockedFunction<typeof getShareCode>
const renderMock = renderPoster as jest.MockedFunction<typeof renderPoster>

const PROPS = {
  skuId: 12,
  title: '烟台红富士苹果 5斤装 脆甜多汁',
  image: '/api/service/image/apple.svg',
  cents: 6990,
  onClose: jest.fn()
}

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}

describe('分享海报 sheet (H5)', () => {
  beforeEach(() => {
    codeMock
      .mockReset()
      .mockResolvedValue({ platform: 'h5', scene: 's=12', url: '/api/service/image/c.png', link: 'x' })
    renderMock.mockReset().mockResolvedValue('data:image/png;base64,AAAA')
  })
  afterEach(() => {
    jest.restoreAllMocks()
    useCareStore.setState({ choice: null, auto: false })
    document.documentElement.classList.remove('care-mode')
  })

  it('asks for the H5 code, draws the goods with the price, and shows the poster to long-press', async () => {
    const utils = await mount(SharePoster, PROPS)
    await flush(utils)
    expect(codeMock).toHaveBeenCalledWith({ sku_id: 12, group_id: undefined, platform: 'h5' }, { noTip: true })
    const [content, urls] = renderMock.mock.calls[0]
    expect(content).toMatchObject({ title: PROPS.title, cents: 6990, codeHint: POSTER_TEXT.hintH5 })
    expect(urls).toEqual({ goods: PROPS.image, code: '/api/service/image/c.png' })
    const img = await find('.share-poster__image img')
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA')
    expect(img.getAttribute('alt')).toBe(`${PROPS.title} 分享海报`)
    expect(textOf()).toContain(POSTER_TEXT.longPress)
    // No album button on H5: the browser saves a long-pressed image itself.
    expect(document.querySelector('.share-poster__save')).toBeNull()
    expect($('.share-poster').getAttribute('role')).toBe('dialog')
    expect($('.share-poster').getAttribute('aria-label')).toBe('分享海报')
    expect($('.share-poster__close').getAttribute('aria-label')).toBe('关闭')
  })

  it('a code that cannot be made says so and 重新生成 tries again', async () => {
    codeMock.mockRejectedValueOnce(new Error('2130'))
    const utils = await mount(SharePoster, { ...PROPS, groupId: 7 })
    await flush(utils)
    expect($('.share-poster__status').getAttribute('role')).toBe('alert')
    expect(textOf()).toContain(POSTER_TEXT.failed)
    await utils.act(() => $('.share-poster__button').click())
    await flush(utils)
    expect(codeMock).toHaveBeenCalledTimes(2)
    expect(codeMock.mock.calls[1][0]).toEqual({ sku_id: 12, group_id: 7, platform: 'h5' })
    await find('.share-poster__image img')
  })

  it('in care mode: the words 18 px, the buttons at least 18 px', async () => {
    const rules = loadRules('src/app.scss', 'src/features/catalogue/share-poster/index.scss')
    useCareStore.getState().setCareMode(true)
    // What PageLayout does in care mode on H5: the document root carries the class, where NutUI puts its popups.
    document.documentElement.classList.add('care-mode')
    codeMock.mockRejectedValueOnce(new Error('down'))
    const utils = await mount(SharePoster, PROPS)
    await flush(utils)
    expect(fontSizeOf(rules, $('.share-poster__status'))).toBe(18)
    expect(fontSizeOf(rules, $('.share-poster__button'))).toBeGreaterThanOrEqual(18)
    const save = rules.find((r) => r.selector === '.share-poster__save.nut-button')
    expect(save?.decls['font-size']).toBe('var(--font-size-lg)')
    expect(save?.decls.height).toBe('var(--tap-main)')
  })
})

describe('the poster drawing', () => {
  /** A context that records what is drawn; text is 10 px a character. */
  const recorder = () => {
    const calls: Array<[string, ...unknown[]]> = []
    const ctx: PosterContext = {
      fillStyle: '',
      font: '',
      textBaseline: 'top',
      fillRect: (...a) => void calls.push(['rect', ...a]),
      fillText: (...a) => void calls.push(['text', ...a]),
      measureText: (t) => ({ width: Array.from(t).length * 10 }),
      drawImage: (...a) => void calls.push(['image', ...a])
    }
    return { ctx, calls }
  }

  it('the price by the app formatter, the title in two lines, both pictures', () => {
    expect(posterPrice(6990)).toBe('¥69.90')
    expect(posterPrice(5)).toBe('¥0.05')
    expect(posterPrice(Number.NaN)).toBe('¥--')
    const { ctx, calls } = recorder()
    const content = {
      title: '很长的名字'.repeat(20),
      cents: 12345,
      shop: '米粒商城',
      codeHint: '长按识别小程序码',
      priceColor: '#e4393c',
      priceLabel: '拼团价'
    }
    drawPoster(ctx, content, { goods: 'G', code: 'C' })
    const texts = calls.filter((c) => c[0] === 'text').map((c) => c[1])
    expect(texts).toContain('¥123.45')
    expect(texts).toContain('拼团价')
    expect(texts).toContain('米粒商城')
    expect(texts).toContain('长按识别小程序码')
    const images = calls.filter((c) => c[0] === 'image').map((c) => c[1])
    expect(images).toEqual(['G', 'C'])
    const titleLines = texts.filter((t) => String(t).includes('名字'))
    expect(titleLines).toHaveLength(2)
    expect(String(titleLines[1]).endsWith('…')).toBe(true)
  })

  it('wraps by measured width and keeps a short title whole', () => {
    const { ctx } = recorder()
    expect(wrapText(ctx, '短名字', 100, 2)).toEqual(['短名字'])
    expect(wrapText(ctx, 'abcdefghij', 50, 2)).toEqual(['abcde', 'fghij'])
    expect(wrapText(ctx, 'abcdefghijk', 50, 2)).toEqual(['abcde', 'fghi…'])
  })

  it('a goods picture that did not load leaves a grey panel, the code is still drawn', () => {
    const { ctx, calls } = recorder()
    drawPoster(ctx, { title: 't', cents: 100, shop: 's', codeHint: 'h', priceColor: '#000' }, { code: 'C' })
    expect(calls.filter((c) => c[0] === 'image').map((c) => c[1])).toEqual(['C'])
    expect(calls.filter((c) => c[0] === 'rect')).toHaveLength(2)
  })
})

describe('landing from a shared code', () => {
  it('a scene in the page query (WeChat) names the goods and the group; a link with sku_id wins', () => {
    const scene = encodeShareScene({ sku_id: 12, group_id: 7 })
    expect(goodsEntry({ scene: encodeURIComponent(scene) })).toEqual({ sku_id: '12', group_id: '7' })
    expect(goodsEntry({ scene })).toEqual({ sku_id: '12', group_id: '7' })
    expect(goodsEntry({ sku_id: '3', scene })).toEqual({ sku_id: '3', group_id: undefined })
    expect(goodsEntry({ scene: 's=abc' })).toEqual({ group_id: undefined })
    expect(goodsEntry({ scene: 's=1&x=2' })).toEqual({ group_id: undefined })
  })
})

describe('保存到相册 (WeChat)', () => {
  const env = process.env.TARO_ENV
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp'
  })
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })
  const stub = (name: string, impl: (...a: never[]) => unknown) =>
    ((Taro as unknown as Record<string, unknown>)[name] = jest.fn(impl))

  it('asks for the album once, then saves', async () => {
    stub('getSetting', async () => ({ authSetting: {} }))
    stub('authorize', async () => ({}))
    stub('saveImageToPhotosAlbum', async () => ({}))
    expect(await saveToAlbum('tmp/poster.png')).toBe('saved')
    expect(Taro.authorize).toHaveBeenCalledWith({ scope: 'scope.writePhotosAlbum' })
    expect(Taro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: 'tmp/poster.png' })
  })

  it('refused before: offers the settings page; allowed there, it saves; declined, nothing is saved', async () => {
    stub('getSetting', async () => ({ authSetting: { 'scope.writePhotosAlbum': false } }))
    stub('showModal', async () => ({ confirm: true }))
    stub('openSetting', async () => ({ authSetting: { 'scope.writePhotosAlbum': true } }))
    stub('saveImageToPhotosAlbum', async () => ({}))
    expect(await saveToAlbum('p.png')).toBe('saved')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '去设置' }))
    stub('showModal', async () => ({ confirm: false }))
    stub('saveImageToPhotosAlbum', async () => ({}))
    expect(await saveToAlbum('p.png')).toBe('refused')
    expect(Taro.saveImageToPhotosAlbum).not.toHaveBeenCalled()
    expect(SAVE_TEXT.refused).toBe('未获得相册权限，海报未保存')
  })

  it('the privacy sheet refused (errno 104): says the privacy guideline is needed', async () => {
    stub('getSetting', async () => ({ authSetting: { 'scope.writePhotosAlbum': true } }))
    stub('saveImageToPhotosAlbum', async () => {
      throw { errMsg: 'saveImageToPhotosAlbum:fail privacy permission is not authorized', errno: 104 }
    })
    expect(await saveToAlbum('p.png')).toBe('privacy')
  })
})

describe('保存到相册 (Alipay)', () => {
  const env = process.env.TARO_ENV
  beforeEach(() => {
    process.env.TARO_ENV = 'alipay'
  })
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })
  const stub = (name: string, impl: (...a: never[]) => unknown) =>
    ((Taro as unknown as Record<string, unknown>)[name] = jest.fn(impl))

  it('saves without asking first: Alipay asks by itself', async () => {
    stub('getSetting', async () => ({ authSetting: {} }))
    stub('saveImageToPhotosAlbum', async () => ({}))
    expect(await saveToAlbum('https://resource/apml1.png')).toBe('saved')
    expect(Taro.getSetting).not.toHaveBeenCalled()
  })

  it('refused (errorMessage): the settings page, where the permission is named album; switched on, it saves', async () => {
    let refused = true
    stub('saveImageToPhotosAlbum', async () => {
      if (refused) throw { error: 15, errorMessage: '没有开启相册权限' }
      return {}
    })
    stub('showModal', async () => ({ confirm: true }))
    stub('openSetting', async () => {
      refused = false
      return { authSetting: { album: true } }
    })
    expect(await saveToAlbum('p.png')).toBe('saved')
    expect(Taro.openSetting).toHaveBeenCalledTimes(1)
    expect(Taro.saveImageToPhotosAlbum).toHaveBeenCalledTimes(2)
  })

  it('left off on the settings page: refused, saved once at most', async () => {
    stub('saveImageToPhotosAlbum', async () => {
      throw { errMsg: 'saveImageToPhotosAlbum:fail auth deny' }
    })
    stub('showModal', async () => ({ confirm: true }))
    stub('openSetting', async () => ({ authSetting: { album: false, 'scope.writePhotosAlbum': true } }))
    expect(await saveToAlbum('p.png')).toBe('refused')
    expect(Taro.saveImageToPhotosAlbum).toHaveBeenCalledTimes(1)
  })
})
