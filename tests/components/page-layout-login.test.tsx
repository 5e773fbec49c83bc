import { Text } from '@tarojs/components'
import PageLayout, { type PageLayoutProps } from '@/components/page-layout'
import { ensureLogin } from '@/platform/login'
import { mount, textOf, $ } from '../jest/render'

jest.mock('@/platform/login', () => ({ ensureLogin: jest.fn(() => false) }))

function Sample(props: Omit<PageLayoutProps, 'children'>) {
  return (
    <PageLayout {...props}>
      <Text>页面内容</Text>
    </PageLayout>
  )
}

describe('PageLayout on a registry login page', () => {
  afterEach(() => jest.mocked(ensureLogin).mockClear())

  it('starts the login on load when the page requires it', async () => {
    await mount(Sample, { page: 'my-order' })
    expect(textOf($('.nav-bar__title'))).toBe('我的订单')
    expect(ensureLogin).toHaveBeenCalledTimes(1)
  })

  it('leaves visitors alone on pages that do not require it', async () => {
    await mount(Sample, { page: 'goods-info' })
    expect(ensureLogin).not.toHaveBeenCalled()
  })
})
