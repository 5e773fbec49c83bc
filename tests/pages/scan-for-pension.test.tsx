import ScanForPensionPage, { SCAN_TEXT, codeFromParams, readGiftCode } from '@/pages/scan-for-pension/index'
import { scanPensionGift } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { ScanGift } from '@contract/schemas/pension'
import { $, mount, textOf } from '../jest/render'

jest.mock('@/services/api/pension', () => ({ scanPensionGift: jest.fn() }))
const scanMock = scanPensionGift as jest.MockedFunction<typeof scanPensionGift>

const GIFT: ScanGift = {
  code: 'PENSION2024',
  title: '扫码领养老金',
  amount: 188,
  claimed: false,
  available: true,
  left: null
}

type Utils = Awaited<ReturnType<typeof mount>>
const flush = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}
async function open(query: string) {
  window.history.replaceState(null, '', `/#/pages/scan-for-pension/index${query}`)
  const utils = await mount(ScanForPensionPage)
  for (let i = 0; i < 100 && !document.querySelector('.sfp__gift, .result-screen'); i++) await flush(utils)
  return utils
}

describe('gift codes', () => {
  it('reads the code itself, a link carrying ?code=, or WeChat q=', () => {
    expect(readGiftCode('PENSION2024')).toBe('PENSION2024')
    expect(readGiftCode('https://mall.example/scan-for-pension?code=STORE-GIFT-01&x=1')).toBe('STORE-GIFT-01')
    expect(readGiftCode('https://mall.example/#/pages/scan-for-pension/index?code=A_1')).toBe('A_1')
    expect(readGiftCode('not a code!')).toBeNull()
    expect(readGiftCode('https://mall.example/?code=<script>')).toBeNull()
    expect(codeFromParams({ q: encodeURIComponent('https://mall.example/scan-for-pension?code=NEWYEAR-888') })).toBe(
      'NEWYEAR-888'
    )
    expect(codeFromParams({})).toBeNull()
  })
})

describe('scan-for-pension', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 't', uid: 1 })
    scanMock.mockReset()
  })

  it('looks the code up, then claims it once into a scan-gift flow', async () => {
    scanMock.mockResolvedValueOnce(GIFT).mockResolvedValueOnce({ ...GIFT, claimed: true, available: false, flow_id: 9 })
    const utils = await open('?code=PENSION2024')
    expect(scanMock).toHaveBeenCalledWith({ code: 'PENSION2024', get: 0 }, { noTip: true })
    expect(textOf($('.sfp__gift'))).toContain('1.88')
    await utils.act(async () => void utils.fireEvent.click($('.sfp__btn')))
    await flush(utils)
    expect(scanMock).toHaveBeenLastCalledWith({ code: 'PENSION2024', get: 1 }, { noTip: true })
    expect(textOf()).toContain(SCAN_TEXT.success)
    expect(textOf()).toContain('扫码赠送')
  })

  it("refuses a second claim with the server's message", async () => {
    scanMock.mockResolvedValueOnce(GIFT).mockRejectedValueOnce(new ApiError(2751, '您已领取过该二维码的养老金', null))
    const utils = await open('?code=PENSION2024')
    await utils.act(async () => void utils.fireEvent.click($('.sfp__btn')))
    await flush(utils)
    expect(textOf($('.result-screen__title'))).toBe('您已领取过该二维码的养老金')
  })

  it('says a code already claimed is claimed, and shows why an unknown code cannot be used', async () => {
    scanMock.mockResolvedValueOnce({ ...GIFT, claimed: true, available: false })
    await open('?code=PENSION2024')
    expect(textOf($('.result-screen__title'))).toBe(SCAN_TEXT.claimed)
  })

  it("shows the server's reason for an unknown code", async () => {
    scanMock.mockRejectedValueOnce(new ApiError(2750, '二维码无效或活动已结束', null))
    await open('?code=NOPE')
    expect(textOf($('.result-screen'))).toContain('二维码无效或活动已结束')
  })

  it('without a code on H5, explains how to scan', async () => {
    await open('')
    expect(scanMock).not.toHaveBeenCalled()
    expect(textOf()).toContain(SCAN_TEXT.h5Desc)
  })
})
