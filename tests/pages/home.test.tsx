import { settle, startApp } from '../jest/app-harness'
import { $, textOf } from '../jest/render'

describe('home page', () => {
  beforeAll(() => startApp('#/pages/home/index'))

  it('renders its title and an honest coming-soon state', async () => {
    expect(textOf($('.nav-bar__title'))).toBe('首页')
    expect(textOf($('.coming-soon__title'))).toBe('该页面正在建设中')
  })

  it('offers no way "back" or "home" from home itself', () => {
    expect(document.querySelector('.nav-bar__back')).toBeNull()
    expect(document.querySelector('.coming-soon__action')).toBeNull()
  })

  it('shows the footer tab bar on H5 with home selected', () => {
    const tabs = Array.from(document.querySelectorAll('.tab-bar__item')).map((el) => textOf(el))
    expect(tabs).toEqual(['首页', '分类', '购物车', '我的'])
    expect(textOf($('.tab-bar__item--active'))).toBe('首页')
  })

  it('titles the window "<page title> - <mall name>"', async () => {
    await settle()
    expect(document.title).toBe('首页 - 米粒商城')
  })
})
