import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import CareModeSwitch from '@/components/care-mode-switch'
import GoodsCard, { type GoodsCardItem } from '@/components/goods-card'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import { useCareMode } from '@/hooks/use-care-mode'
import { STORE_KEYS } from '@/constants/storage-keys'
import { isCareMode, useCareStore } from '@/stores/care'
import { useThemeStore } from '@/stores/theme'
import { fontSizeOf, loadRules } from '../jest/css-sizes'
import { $, mount, textOf } from '../jest/render'

function Page() {
  return (
    <PageLayout page='my-order'>
      <Text className='sample-body'>页面内容</Text>
    </PageLayout>
  )
}

/** What a promotional popup does: stays closed in care mode. */
function PromoPopup() {
  const care = useCareMode()
  return care ? null : <Text className='promo'>开通养老金账户</Text>
}

function routeParams(params: Record<string, string>) {
  const instance = Taro.getCurrentInstance()
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ ...instance, router: { path: '/pages/my-order/index', params } } as ReturnType<
      typeof Taro.getCurrentInstance
    >)
}

describe('care mode on the page root', () => {
  beforeEach(() => {
    useCareStore.setState({ choice: null, auto: false })
    document.documentElement.classList.remove('care-mode')
  })
  afterEach(() => jest.restoreAllMocks())

  it('PageLayout has no care-mode class when off', async () => {
    await mount(Page)
    expect($('.page-layout').classList.contains('care-mode')).toBe(false)
    expect(document.documentElement.classList.contains('care-mode')).toBe(false)
  })

  it('PageLayout renders care-mode when on, and on H5 the document root gets it too (NutUI popups)', async () => {
    useCareStore.getState().setCareMode(true)
    await mount(Page)
    expect($('.page-layout').classList.contains('care-mode')).toBe(true)
    expect(document.documentElement.classList.contains('care-mode')).toBe(true)
    expect(textOf($('.sample-body'))).toBe('页面内容')
  })

  it('care mode from the automatic sources (laoling, WeChat font) shows the same way', async () => {
    useCareStore.getState().setCareAuto(true)
    await mount(Page)
    expect($('.page-layout').classList.contains('care-mode')).toBe(true)
  })

  it('a page opened with care=1 turns it on; care=0 turns it off', async () => {
    routeParams({ care: '1' })
    await mount(Page)
    expect(isCareMode()).toBe(true)
    expect($('.page-layout').classList.contains('care-mode')).toBe(true)

    jest.restoreAllMocks()
    routeParams({ care: '0' })
    await mount(Page)
    expect(isCareMode()).toBe(false)
  })

  it('switching off removes the class from the page and the document root', async () => {
    useCareStore.getState().setCareMode(true)
    const utils = await mount(Page)
    await utils.act(() => useCareStore.getState().setCareMode(false))
    expect($('.page-layout').classList.contains('care-mode')).toBe(false)
    expect(document.documentElement.classList.contains('care-mode')).toBe(false)
  })
})

describe('CareModeSwitch', () => {
  beforeEach(() => {
    useCareStore.setState({ choice: null, auto: false })
    localStorage.clear()
  })

  it('is a named switch that turns care mode on and off and persists the choice', async () => {
    const utils = await mount(CareModeSwitch)
    const control = $('.care-mode-switch')
    expect(control.getAttribute('role')).toBe('switch')
    expect(control.getAttribute('aria-label')).toBe('长辈版')
    expect(control.getAttribute('aria-checked')).toBe('false')
    expect(textOf(control)).toContain('字体更大')

    await utils.act(() => utils.fireEvent.click(control))
    expect(isCareMode()).toBe(true)
    expect($('.care-mode-switch').getAttribute('aria-checked')).toBe('true')
    expect(JSON.parse(localStorage.getItem(STORE_KEYS.care)!)).toEqual({ data: { choice: true } })

    await utils.act(() => utils.fireEvent.click($('.care-mode-switch')))
    expect(isCareMode()).toBe(false)
    expect(JSON.parse(localStorage.getItem(STORE_KEYS.care)!)).toEqual({ data: { choice: false } })
  })

  it('shows on when care mode came from an automatic source, and a tap turns it off for good', async () => {
    useCareStore.getState().setCareAuto(true)
    const utils = await mount(CareModeSwitch, { title: '长辈模式', description: '' })
    expect($('.care-mode-switch').getAttribute('aria-checked')).toBe('true')
    expect(document.querySelector('.care-mode-switch__desc')).toBeNull()
    await utils.act(() => utils.fireEvent.click($('.care-mode-switch')))
    expect(useCareStore.getState()).toMatchObject({ choice: false, auto: true })
    expect(isCareMode()).toBe(false)
  })
})

describe('useCareMode', () => {
  beforeEach(() => useCareStore.setState({ choice: null, auto: false }))

  it('lets a promotional popup stay closed in care mode', async () => {
    const utils = await mount(PromoPopup)
    expect(document.querySelector('.promo')).not.toBeNull()
    await utils.act(() => useCareStore.getState().setCareMode(true))
    expect(document.querySelector('.promo')).toBeNull()
  })
})

/**
 * Sizes from the real stylesheets (tests/jest/css-sizes.ts): in care mode no text of a price or a goods card is
 * under 16 CSS px, and a price's figure is at least 18. The ¥ sign and decimals were 12.6 px (0.7em of 18) on home,
 * category, search, gift cards, settings and the pension overview, and the card's labels 16 px.
 */
describe('care-mode sizes of prices and goods cards', () => {
  const rules = loadRules('src/app.scss', 'src/components/price/index.scss', 'src/components/goods-card/index.scss')
  const goods: GoodsCardItem = {
    spu_id: 3,
    sku_id: 31,
    title: '有机五常大米 5kg 当季新米',
    image: '/img/31.jpg',
    price: 8900,
    market_price: 12900,
    cashback: 450,
    supplier: '五常农场',
    kind: 1,
    activity_price: 5990
  }

  function Prices() {
    return (
      <PageLayout page='my-order'>
        <Price cents={1990} size='small' className='p-small' />
        <Price cents={1990} size='normal' className='p-normal' />
        <Price cents={1990} size='large' className='p-large' />
        <Price cents={2990} size='small' strike className='p-was' />
        <GoodsCard goods={goods} layout='waterfall' />
        <GoodsCard goods={goods} layout='list' />
      </PageLayout>
    )
  }

  const size = (sel: string) => fontSizeOf(rules, $(sel))

  beforeEach(() => {
    useCareStore.setState({ choice: null, auto: false })
    document.documentElement.classList.remove('care-mode')
    useThemeStore.getState().applyTheme({ pension_visible: true, pension_tag_theme: 2 })
  })

  it('in care mode the ¥ sign and decimals are >= 16 px and every figure >= 18 px', async () => {
    useCareStore.getState().setCareMode(true)
    await mount(Prices)
    for (const p of ['.p-small', '.p-normal', '.p-large', '.p-was']) {
      expect(size(`${p} .price__yuan`)).toBeGreaterThanOrEqual(18)
      expect(size(`${p} .price__symbol`)).toBeGreaterThanOrEqual(16)
      expect(size(`${p} .price__fen`)).toBeGreaterThanOrEqual(16)
    }
    // The smallest price: 18 px figure, ¥ and decimals at 16.2 (they were 12.6).
    expect(size('.p-small .price__yuan')).toBe(18)
    expect(size('.p-small .price__symbol')).toBeCloseTo(16.2)
  })

  it("in care mode nothing in a goods card is under 16 px, its labels at the main text's 18", async () => {
    useCareStore.getState().setCareMode(true)
    await mount(Prices)
    expect(size('.goods-card__badge')).toBe(18)
    expect(size('.goods-card__pension')).toBe(18)
    const texts = Array.from(document.querySelectorAll('.goods-card *')).filter((el) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
    )
    expect(texts.length).toBeGreaterThan(8)
    const small = texts.map((el) => [el.className, fontSizeOf(rules, el)] as const).filter(([, px]) => px < 16)
    expect(small).toEqual([])
    for (const el of Array.from(document.querySelectorAll('.goods-card .price:not(.price--strike) .price__yuan')))
      expect(fontSizeOf(rules, el)).toBeGreaterThanOrEqual(18)
  })

  it('outside care mode the design is as it was: ¥ and decimals at 0.7 of the figure, labels at 11 px', async () => {
    await mount(Prices)
    expect(size('.p-small .price__yuan')).toBe(12)
    expect(size('.p-small .price__symbol')).toBeCloseTo(8.4)
    expect(size('.goods-card__badge')).toBe(11)
  })
})
