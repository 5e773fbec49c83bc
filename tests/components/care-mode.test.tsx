import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import CareModeSwitch from '@/components/care-mode-switch'
import PageLayout from '@/components/page-layout'
import { useCareMode } from '@/hooks/use-care-mode'
import { STORE_KEYS } from '@/constants/storage-keys'
import { isCareMode, useCareStore } from '@/stores/care'
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
