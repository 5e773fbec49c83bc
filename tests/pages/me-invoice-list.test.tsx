import MeInvoiceListPage from '@/pages/me-invoice-list/index'
import { getInvoiceList } from '@/services/api/invoice'
import { AUTH_DEFAULTS, useAuthStore } from '@/stores/auth'
import type { Invoice } from '@contract/schemas/invoice'
import { mount } from '../jest/render'

jest.mock('@/services/api/invoice', () => ({ getInvoiceList: jest.fn() }))
const listMock = getInvoiceList as jest.MockedFunction<typeof getInvoiceList>

const invoice = (id: number, over: Partial<Invoice>): Invoice => ({
  id,
  order_id: id,
  order_no: `NO${id}`,
  kind: 1,
  title: '张三',
  tax_no: '',
  email: '',
  amount: 2500,
  invoice_no: null,
  status: 0,
  status_text: '开票中',
  reason: '',
  pdf_url: null,
  apply_time: 1_700_000_000,
  issue_time: null,
  ...over
})

type Utils = Awaited<ReturnType<typeof mount>>
const settle = async (utils: Utils) => {
  for (let i = 0; i < 5; i++) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
}

describe('me-invoice-list', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...AUTH_DEFAULTS, isLogin: true, accessToken: 'tok', uid: 1 })
    listMock.mockReset().mockResolvedValue({
      list: [
        invoice(2, { status: 3, status_text: '未通过', reason: '抬头与付款人不符' }),
        invoice(1, {
          status: 1,
          status_text: '已开票',
          invoice_no: '044001900111',
          pdf_url: 'http://localhost/api/v1/invoice/pdf/1?sig=x',
          issue_time: 1_700_000_100
        })
      ],
      total: 2,
      page: 1,
      page_size: 15
    })
  })

  it("shows a refused application's reason, and an issued one's number with its PDF", async () => {
    const utils = await mount(MeInvoiceListPage)
    await settle(utils)
    const cards = Array.from(document.querySelectorAll('.il-card')).map((c) => c.textContent ?? '')
    expect(cards[0]).toContain('未通过')
    expect(cards[0]).toContain('发票申请未通过：抬头与付款人不符')
    expect(cards[1]).toContain('发票号码 044001900111')
    expect(cards[1]).toContain('查看发票')
    expect(cards[0]).not.toContain('查看发票')
  })
})
