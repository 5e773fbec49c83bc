import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import ErrorBoundary, { BOUNDARY_DESCRIPTION, BOUNDARY_TITLE } from '@/components/error-boundary'
import PageLayout from '@/components/page-layout'
import { report } from '@/services/reporter'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/reporter', () => ({ report: jest.fn() }))

/** Throws while `state.broken` is true; counts its renders so a re-mount can be seen. */
const state = { broken: true, mounts: 0 }

function Fragile() {
  if (state.broken) throw new TypeError('goods is undefined')
  return <Text className='fragile'>页面内容</Text>
}

function Counter() {
  state.mounts++
  return <Fragile />
}

function Guarded() {
  return (
    <ErrorBoundary>
      <Counter />
    </ErrorBoundary>
  )
}

function InLayout() {
  return (
    <PageLayout page='my-order'>
      <Counter />
    </PageLayout>
  )
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    state.broken = true
    state.mounts = 0
    jest.mocked(report).mockClear()
    // React logs caught render errors; the test asserts the screen instead.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  it('a thrown render error shows the error screen and is reported', async () => {
    await mount(Guarded)
    expect(document.querySelector('.fragile')).toBeNull()
    const screen = $('.error-boundary')
    expect(screen.getAttribute('role')).toBe('alert')
    expect(textOf(screen)).toContain(BOUNDARY_TITLE)
    expect(textOf(screen)).toContain(BOUNDARY_DESCRIPTION)
    expect(textOf(screen)).toContain('重新加载')
    expect(textOf(screen)).toContain('返回首页')
    expect(report).toHaveBeenCalledTimes(1)
    const [error, kind, componentStack] = jest.mocked(report).mock.calls[0]
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).message).toBe('goods is undefined')
    expect(kind).toBe('render')
    expect(componentStack).toContain('Fragile')
  })

  it('重新加载 mounts the page content afresh', async () => {
    const utils = await mount(Guarded)
    const mountsBefore = state.mounts
    state.broken = false
    await utils.act(() => utils.fireEvent.click(document.querySelectorAll('.error-boundary__btn')[0]))
    expect(document.querySelector('.error-boundary')).toBeNull()
    expect(textOf($('.fragile'))).toBe('页面内容')
    expect(state.mounts).toBeGreaterThan(mountsBefore)
  })

  it('重新加载 on a page still broken shows the screen again and reports again', async () => {
    const utils = await mount(Guarded)
    await utils.act(() => utils.fireEvent.click(document.querySelectorAll('.error-boundary__btn')[0]))
    expect($('.error-boundary')).toBeTruthy()
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('返回首页 relaunches the home page', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await mount(Guarded)
    await utils.act(() => utils.fireEvent.click(document.querySelectorAll('.error-boundary__btn')[1]))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('PageLayout keeps its navigation bar when the page body throws', async () => {
    await mount(InLayout)
    expect(textOf($('.nav-bar__title'))).toBe('我的订单')
    expect(textOf($('.page-layout__body'))).toContain(BOUNDARY_TITLE)
    expect(report).toHaveBeenCalledTimes(1)
  })
})
