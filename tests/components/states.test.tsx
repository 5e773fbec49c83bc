import EmptyState from '@/components/empty-state'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import { $, mount, textOf } from '../jest/render'

describe('EmptyState', () => {
  it('says there is nothing here by default, with no action', async () => {
    await mount(EmptyState)
    expect(textOf($('.empty-state'))).toBe('暂无数据')
    expect(document.querySelector('.empty-state__action')).toBeNull()
  })

  it('shows its own title, description and action', async () => {
    const onAction = jest.fn()
    const utils = await mount(EmptyState, {
      title: '购物车是空的',
      description: '去挑几件喜欢的商品吧',
      actionText: '去逛逛',
      onAction
    })
    expect(textOf()).toContain('购物车是空的')
    expect(textOf()).toContain('去挑几件喜欢的商品吧')
    await utils.act(() => utils.fireEvent.click($('.empty-state__action')))
    expect(onAction).toHaveBeenCalledTimes(1)
  })
})

describe('ErrorState', () => {
  it('shows the message and retries on demand', async () => {
    const onRetry = jest.fn()
    const utils = await mount(ErrorState, { message: '网络连接超时，请稍后重试', onRetry })
    expect(textOf($('.error-state__message'))).toBe('网络连接超时，请稍后重试')
    expect(textOf($('.error-state__action'))).toBe('重新加载')
    await utils.act(() => utils.fireEvent.click($('.error-state__action')))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('has a default message and no retry button without a handler', async () => {
    await mount(ErrorState)
    expect(textOf()).toContain('加载失败，请稍后重试')
    expect(document.querySelector('.error-state__action')).toBeNull()
  })
})

describe('Loading', () => {
  it('says 加载中 by default (spec section 9) and marks itself busy', async () => {
    await mount(Loading)
    expect(textOf($('.loading'))).toBe('加载中')
    expect($('.loading').getAttribute('aria-busy')).toBe('true')
    expect($('.loading').className).not.toContain('loading--block')
  })

  it('takes its own text and can fill the page body', async () => {
    await mount(Loading, { text: '正在提交', block: true })
    expect(textOf($('.loading'))).toBe('正在提交')
    expect($('.loading').className).toContain('loading--block')
  })
})
