import Taro from '@tarojs/taro'
import { ACTION_SHEET_MAX, DANGER_COLOR, chooseAction, confirmAction } from '@/components/confirm'

/** Taro's H5 runtime draws the real dialogs into the document; these tests tap them. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const visible = (selector: string) =>
  Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => (el.closest('.taro__modal, .taro__actionSheet') as HTMLElement | null)?.style.display !== 'none'
  )
const one = (selector: string) => {
  const [el] = visible(selector)
  if (!el) throw new Error(`no visible ${selector}`)
  return el
}
const text = (selector: string) => one(selector).textContent

afterEach(() => jest.restoreAllMocks())

describe('confirmAction', () => {
  it('asks with the default title 确认操作 and buttons 确定 / 取消, resolving true on 确定', async () => {
    const answer = confirmAction({ content: '确定删除该地址吗？' })
    await tick()
    expect(text('.taro-modal__title')).toBe('确认操作')
    expect(text('.taro-modal__text')).toBe('确定删除该地址吗？')
    expect(text('.taro-model__confirm')).toBe('确定')
    expect(text('.taro-model__cancel')).toBe('取消')
    one('.taro-model__confirm').click()
    await expect(answer).resolves.toBe(true)
  })

  it('resolves false on 取消', async () => {
    const answer = confirmAction({ title: '解除绑定', content: '解绑后需重新验证', confirmText: '解绑' })
    await tick()
    expect(text('.taro-modal__title')).toBe('解除绑定')
    expect(text('.taro-model__confirm')).toBe('解绑')
    one('.taro-model__cancel').click()
    await expect(answer).resolves.toBe(false)
  })

  it('draws a destructive confirm in red, others in the spec default green', async () => {
    const spy = jest.spyOn(Taro, 'showModal')
    const danger = confirmAction({ content: '删除这张图片？', danger: true })
    await tick()
    expect(one('.taro-model__confirm').style.color).toBe('rgb(230, 67, 64)')
    one('.taro-model__confirm').click()
    await danger
    expect(spy.mock.calls[0][0]).toMatchObject({ confirmColor: DANGER_COLOR, cancelColor: '#000000' })
    const plain = confirmAction({ content: '确认收货？' })
    await tick()
    one('.taro-model__confirm').click()
    await plain
    expect(spy.mock.calls[1][0]).toMatchObject({ confirmColor: '#3CC51F' })
  })

  it('refuses button texts over 4 Chinese characters with the spec message, showing nothing', async () => {
    const spy = jest.spyOn(Taro, 'showModal')
    await expect(confirmAction({ content: 'x', confirmText: '确定删除地址' })).rejects.toThrow(
      'confirmText length should not larger then 4 Chinese characters'
    )
    await expect(confirmAction({ content: 'x', cancelText: '我再想一想吧' })).rejects.toThrow(
      'cancelText length should not larger then 4 Chinese characters'
    )
    // 8 units: four Chinese characters, or eight Latin ones, still pass.
    const ok = confirmAction({ content: 'x', confirmText: '立即删除', cancelText: 'Not now!' })
    await tick()
    one('.taro-model__confirm').click()
    await expect(ok).resolves.toBe(true)
    expect(spy).toHaveBeenCalledTimes(1)
  })

  it('refuses content that is not a string', async () => {
    await expect(confirmAction({ content: 42 as unknown as string })).rejects.toThrow(
      'parameter error: parameter.content should be String instead of Number'
    )
  })
})

describe('chooseAction', () => {
  it('shows the labels with a 取消 button and resolves the picked label', async () => {
    const picked = chooseAction(['拍照', '从相册选择'])
    await tick()
    const cells = visible('.taro-actionsheet__cell').filter((el) => el.dataset.tapIndex !== undefined)
    expect(cells.map((el) => el.textContent)).toEqual(['拍照', '从相册选择'])
    expect(document.querySelector('.taro__actionSheet')?.textContent).toContain('取消')
    cells[1].click()
    await expect(picked).resolves.toBe('从相册选择')
  })

  it('resolves the value of an item, and null on cancel', async () => {
    const items = [
      { label: '查看物流', value: 'express' as const },
      { label: '申请售后', value: 'refund' as const }
    ]
    const first = chooseAction(items)
    await tick()
    visible('[data-tap-index="0"]')[0].click()
    await expect(first).resolves.toBe('express')

    jest.spyOn(Taro, 'showActionSheet').mockRejectedValueOnce({ errMsg: 'showActionSheet:fail cancel' })
    await expect(chooseAction(items)).resolves.toBeNull()
  })

  it(`takes 1 to ${ACTION_SHEET_MAX} string items and rejects anything else before showing a sheet`, async () => {
    const spy = jest.spyOn(Taro, 'showActionSheet')
    await expect(chooseAction([])).rejects.toThrow('itemList should have 1 to 6 items')
    await expect(chooseAction(['1', '2', '3', '4', '5', '6', '7'])).rejects.toThrow('itemList should have 1 to 6 items')
    await expect(chooseAction([{ label: 3 as unknown as string, value: 1 }])).rejects.toThrow(
      'parameter error: parameter.itemList[0] should be String instead of Number'
    )
    expect(spy).not.toHaveBeenCalled()
  })
})
