import { fireEvent, render, screen } from '@testing-library/react'
import Check from '@/components/check'

describe('Check', () => {
  it('is a named checkbox that reports the opposite state on tap', () => {
    const onChange = jest.fn()
    const { container, rerender } = render(<Check checked={false} onChange={onChange} label='我已阅读并同意' />)
    const box = container.querySelector('[role="checkbox"]') as HTMLElement
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(box.getAttribute('aria-role')).toBeNull()
    expect(screen.getByText('我已阅读并同意')).toBeTruthy()
    fireEvent.click(box)
    expect(onChange).toHaveBeenCalledWith(true)
    rerender(<Check checked onChange={onChange} a11yName='选择 苹果' />)
    expect(box.getAttribute('aria-checked')).toBe('true')
    expect(box.getAttribute('aria-label')).toBe('选择 苹果')
    fireEvent.click(box)
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('ignores taps when disabled', () => {
    const onChange = jest.fn()
    const { container } = render(<Check checked={false} disabled onChange={onChange} a11yName='全选' />)
    fireEvent.click(container.querySelector('[role="checkbox"]') as HTMLElement)
    expect(onChange).not.toHaveBeenCalled()
  })
})
