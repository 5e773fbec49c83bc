import { fireEvent, render } from '@testing-library/react'
import { Text } from '@tarojs/components'
import ResultScreen from '@/components/result-screen'
import { $, textOf } from '../jest/render'

describe('ResultScreen', () => {
  it('shows the outcome, its words for screen readers, details and both actions', () => {
    const primary = jest.fn()
    const secondary = jest.fn()
    render(
      <ResultScreen
        status='success'
        title='支付成功'
        description='订单已支付，商家将尽快发货'
        primaryAction={{ text: '查看订单', onClick: primary }}
        secondaryAction={{ text: '返回首页', onClick: secondary }}
      >
        <Text className='detail'>实付 ¥19.90</Text>
      </ResultScreen>
    )
    expect($('.result-screen').className).toContain('result-screen--success')
    expect($('.result-screen__icon').getAttribute('aria-label')).toBe('成功')
    expect($('.result-screen__icon .nut-icon')).toBeTruthy()
    expect(textOf($('.result-screen__title'))).toBe('支付成功')
    expect($('.result-screen__title').getAttribute('role')).toBe('heading')
    expect(textOf($('.result-screen__desc'))).toBe('订单已支付，商家将尽快发货')
    expect(textOf($('.result-screen__details'))).toBe('实付 ¥19.90')
    expect(textOf($('.result-screen__btn--primary'))).toBe('查看订单')
    expect(textOf($('.result-screen__btn--secondary'))).toBe('返回首页')
    fireEvent.click($('.result-screen__btn--primary'))
    expect(primary).toHaveBeenCalledTimes(1)
    expect(secondary).not.toHaveBeenCalled()
    fireEvent.click($('.result-screen__btn--secondary'))
    expect(secondary).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['fail', '失败', 'nut-icon-FailureF'],
    ['pending', '处理中', 'nut-icon-ClockF'],
    ['info', '提示', 'nut-icon-TipsF']
  ] as const)('draws the %s icon, named %s', (status, label, iconClass) => {
    render(<ResultScreen status={status} title='结果' />)
    expect($('.result-screen').className).toContain(`result-screen--${status}`)
    expect($('.result-screen__icon').getAttribute('aria-label')).toBe(label)
    expect($(`.result-screen__icon .${iconClass}`)).toBeTruthy()
  })

  it('leaves out what it is not given', () => {
    render(<ResultScreen status='pending' title='处理中' />)
    expect(document.querySelector('.result-screen__desc')).toBeNull()
    expect(document.querySelector('.result-screen__details')).toBeNull()
    expect(document.querySelector('.result-screen__actions')).toBeNull()
  })

  it('does not act on a disabled action', () => {
    const primary = jest.fn()
    render(
      <ResultScreen
        status='fail'
        title='支付失败'
        primaryAction={{ text: '重新支付', onClick: primary, disabled: true }}
      />
    )
    fireEvent.click($('.result-screen__btn--primary'))
    expect(primary).not.toHaveBeenCalled()
  })
})
