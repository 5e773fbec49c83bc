import DistrictPicker, {
  clearDistrictCache,
  districtCodes,
  districtFromAddress,
  districtText,
  type DistrictPickerProps
} from '@/features/address/district-picker'
import { getDistrictChildren, getDistrictList } from '@/services/api/district'
import { ApiError } from '@/services/request'
import type { DistrictItem } from '@contract/schemas/district'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/district', () => ({ getDistrictList: jest.fn(), getDistrictChildren: jest.fn() }))

const list = getDistrictList as jest.MockedFunction<typeof getDistrictList>
const children = getDistrictChildren as jest.MockedFunction<typeof getDistrictChildren>

const d = (id: string, name: string, has_children = true): DistrictItem => ({ id, name, has_children })
const TREE: Record<string, DistrictItem[]> = {
  '440000': [d('440300', '深圳市'), d('441900', '东莞市', false)],
  '440300': [d('440305', '南山区', false), d('440306', '宝安区', false)],
  '110000': [d('110101', '东城区', false), d('110102', '西城区', false)]
}
const PROVINCES = [d('110000', '北京市'), d('440000', '广东省')]

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const tabs = () => Array.from(document.querySelectorAll('.district-picker__tab')).map((el) => textOf(el))
const activeTab = () => textOf($('.district-picker__tab--active'))
const options = () => Array.from(document.querySelectorAll('.district-picker__name')).map((el) => textOf(el))
const option = (name: string) => {
  const el = Array.from(document.querySelectorAll<HTMLElement>('[role="option"]')).find((o) =>
    textOf(o).startsWith(name)
  )
  if (!el) throw new Error(`no option ${name}`)
  return el
}

async function open(props: Partial<DistrictPickerProps> = {}) {
  const onConfirm = jest.fn()
  const onClose = jest.fn()
  const utils = await mount(DistrictPicker, { visible: true, onConfirm, onClose, ...props })
  await utils.act(flush)
  const tap = async (el: HTMLElement) => {
    await utils.act(async () => {
      el.click()
      await flush()
    })
  }
  return { utils, onConfirm, onClose, tap }
}

beforeEach(() => {
  clearDistrictCache()
  list.mockReset().mockResolvedValue(PROVINCES)
  children.mockReset().mockImplementation(async ({ id }) => TREE[id] ?? [])
})

describe('DistrictPicker', () => {
  it('cascades province -> city -> area, loading each level on demand, and confirms the three', async () => {
    const { onConfirm, onClose, tap } = await open()
    expect($('.district-picker').getAttribute('aria-label')).toBe('选择地区')
    expect(list).toHaveBeenCalledWith({ noTip: true })
    expect(tabs()).toEqual(['请选择'])
    expect(options()).toEqual(['北京市', '广东省'])
    expect(children).not.toHaveBeenCalled()

    await tap(option('广东省'))
    expect(children).toHaveBeenLastCalledWith({ id: '440000' }, { noTip: true })
    expect(tabs()).toEqual(['广东省', '请选择'])
    expect(activeTab()).toBe('请选择')
    expect(options()).toEqual(['深圳市', '东莞市'])

    await tap(option('深圳市'))
    expect(options()).toEqual(['南山区', '宝安区'])
    await tap(option('南山区'))
    expect(onConfirm).toHaveBeenCalledWith({
      province: { code: '440000', name: '广东省' },
      city: { code: '440300', name: '深圳市' },
      area: { code: '440305', name: '南山区' }
    })
    expect(onClose).toHaveBeenCalled()
  })

  it('ends early where the divisions do: a municipality district or a city without districts repeats itself', async () => {
    const { onConfirm, tap } = await open()
    await tap(option('北京市'))
    await tap(option('东城区'))
    const value = onConfirm.mock.calls[0][0]
    expect(value).toEqual({
      province: { code: '110000', name: '北京市' },
      city: { code: '110101', name: '东城区' },
      area: { code: '110101', name: '东城区' }
    })
    expect(districtText(value)).toBe('北京市 东城区')
    expect(districtCodes(value)).toEqual({ province_code: '110000', city_code: '110101', area_code: '110101' })

    await tap($('.district-picker__tab'))
    await tap(option('广东省'))
    await tap(option('东莞市'))
    expect(districtText(onConfirm.mock.calls[1][0], '')).toBe('广东省东莞市')
  })

  it('keeps each list in memory for the session: reopening asks the server nothing again', async () => {
    const first = await open()
    await first.tap(option('广东省'))
    first.utils.unmout()
    const second = await open()
    await second.tap(option('广东省'))
    expect(options()).toEqual(['深圳市', '东莞市'])
    expect(list).toHaveBeenCalledTimes(1)
    expect(children).toHaveBeenCalledTimes(1)
  })

  it('shows the error with a retry when a level fails to load, and loads it again on retry', async () => {
    children.mockRejectedValueOnce(new ApiError(-1, '网络连接超时，请稍后重试', null))
    const { tap } = await open()
    await tap(option('广东省'))
    expect(textOf($('.error-state__message'))).toBe('网络连接超时，请稍后重试')
    expect(document.querySelector('[role="option"]')).toBeNull()
    await tap($('.error-state__action'))
    expect(children).toHaveBeenCalledTimes(2)
    expect(options()).toEqual(['深圳市', '东莞市'])
  })

  it('says so in Chinese when the failure has no Chinese message', async () => {
    list.mockRejectedValueOnce(new Error('request:fail'))
    await open()
    expect(textOf($('.error-state__message'))).toBe('地区加载失败，请稍后重试')
  })

  it('opens on the last level of the current value with it marked, and lets an earlier level be changed', async () => {
    const value = districtFromAddress({
      province_code: '440000',
      province: '广东省',
      city_code: '440300',
      city: '深圳市',
      area_code: '440306',
      area: '宝安区'
    })
    const { tap } = await open({ value })
    expect(tabs()).toEqual(['广东省', '深圳市', '宝安区'])
    expect(activeTab()).toBe('宝安区')
    expect(children).toHaveBeenCalledWith({ id: '440300' }, { noTip: true })
    expect(option('宝安区').getAttribute('aria-selected')).toBe('true')
    expect(option('南山区').getAttribute('aria-selected')).toBe('false')

    await tap($('.district-picker__tab'))
    expect(options()).toEqual(['北京市', '广东省'])
    expect(option('广东省').getAttribute('aria-selected')).toBe('true')
  })

  it('loads nothing while hidden', async () => {
    const utils = await mount(DistrictPicker, { visible: false, onConfirm: jest.fn(), onClose: jest.fn() })
    await utils.act(flush)
    expect(list).not.toHaveBeenCalled()
  })

  it('closes from its close button', async () => {
    const { onClose, tap } = await open()
    await tap($('[aria-label="关闭"]'))
    expect(onClose).toHaveBeenCalled()
  })

  it('reads a saved municipality address (city blank, as the server shows it) back into a value', () => {
    expect(
      districtFromAddress({
        province_code: '110000',
        province: '北京市',
        city_code: '110101',
        city: '东城区',
        area_code: '110101',
        area: ''
      })
    ).toEqual({
      province: { code: '110000', name: '北京市' },
      city: { code: '110101', name: '东城区' },
      area: { code: '110101', name: '东城区' }
    })
    expect(districtFromAddress(null)).toBeNull()
  })
})
