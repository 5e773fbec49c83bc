import { render } from '@testing-library/react'
import Steps, { currentStepIndex } from '@/components/steps'
import { formatTime } from '@/utils/format'
import { textOf } from '../jest/render'

const items = () => Array.from(document.querySelectorAll('.steps__item')) as HTMLElement[]

describe('Steps', () => {
  it('draws express traces newest first with the first one current and times formatted', () => {
    const t1 = 1_767_254_400 // unix seconds
    render(
      <Steps
        ariaLabel='物流轨迹'
        items={[
          { title: '已签收', desc: '本人签收', time: t1 + 7200 },
          { title: '派送中', time: t1 + 3600 },
          { title: '已揽收', time: t1 }
        ]}
      />
    )
    const list = document.querySelector('.steps') as HTMLElement
    expect(list.getAttribute('role')).toBe('list')
    expect(list.getAttribute('aria-label')).toBe('物流轨迹')
    const rows = items()
    expect(rows.map((r) => textOf(r.querySelector('.steps__title') as HTMLElement))).toEqual([
      '已签收',
      '派送中',
      '已揽收'
    ])
    expect(rows[0].className).toContain('steps__item--current')
    expect(rows[0].getAttribute('aria-current')).toBe('step')
    expect(rows[1].className).not.toContain('current')
    expect(rows[1].getAttribute('aria-current')).toBeNull()
    expect(textOf(rows[0].querySelector('.steps__desc') as HTMLElement)).toBe('本人签收')
    expect(textOf(rows[0].querySelector('.steps__time') as HTMLElement)).toBe(formatTime(t1 + 7200))
    expect(textOf(rows[0].querySelector('.steps__time') as HTMLElement)).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
    )
    // The last item has no line below its dot.
    expect(rows[2].querySelector('.steps__line')).toBeNull()
    expect(rows[1].querySelector('.steps__line')).not.toBeNull()
  })

  it('shows progress in order: the last reached step is current, later ones pending and without time', () => {
    render(
      <Steps
        order='in-order'
        timeFormat='MM-DD HH:mm'
        items={[
          { title: '提交申请', time: 1_767_254_400, done: true },
          { title: '审核通过', time: 1_767_258_000, done: true },
          { title: '银行处理中', time: null, done: false },
          { title: '到账', done: false }
        ]}
      />
    )
    const rows = items()
    expect(rows[1].className).toContain('steps__item--current')
    expect(rows[2].className).toContain('steps__item--pending')
    expect(rows[3].className).toContain('steps__item--pending')
    expect(rows[0].className).not.toContain('pending')
    expect(textOf(rows[1].querySelector('.steps__time') as HTMLElement)).toBe(formatTime(1_767_258_000, 'MM-DD HH:mm'))
    expect(rows[2].querySelector('.steps__time')).toBeNull()
  })

  it('lets the caller name the current step', () => {
    const list = [{ title: 'a' }, { title: 'b' }, { title: 'c' }]
    expect(currentStepIndex(list, 'in-order', 1)).toBe(1)
    expect(currentStepIndex(list, 'in-order', 9)).toBe(2)
    expect(currentStepIndex(list, 'in-order')).toBe(2)
    expect(currentStepIndex(list, 'newest-first')).toBe(0)
    expect(currentStepIndex([], 'newest-first')).toBe(-1)
    expect(currentStepIndex([{ title: 'a', done: false }], 'in-order')).toBe(-1)
  })
})
