import Taro from '@tarojs/taro'
import ComingSoon from '@/components/coming-soon'
import { $, mount, textOf } from '../jest/render'

describe('ComingSoon', () => {
  afterEach(() => jest.restoreAllMocks())

  it('says the page is under construction and offers a way home', async () => {
    await mount(ComingSoon)
    expect(textOf()).toContain('该页面正在建设中')
    expect(textOf($('.coming-soon__action'))).toBe('返回首页')
  })

  it('goes home with reLaunch (home is a tab page)', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' })
    const utils = await mount(ComingSoon)
    await utils.act(() => utils.fireEvent.click($('.coming-soon__action')))
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('hides the home button on the home page itself', async () => {
    await mount(ComingSoon, { showHome: false })
    expect(textOf()).toContain('该页面正在建设中')
    expect(textOf()).not.toContain('返回首页')
    expect(document.querySelector('.coming-soon__action')).toBeNull()
  })
})
