import Taro from '@tarojs/taro'
import { openPdf } from '../../src/platform/document'
import { openWebview } from '../../src/utils/webview'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { downloadFile: jest.fn(), openDocument: jest.fn() }
}))
jest.mock('../../src/utils/webview', () => ({
  ...jest.requireActual('../../src/utils/webview'),
  openWebview: jest.fn(async () => true)
}))

const taro = Taro as unknown as { downloadFile: jest.Mock; openDocument: jest.Mock }
const webviewMock = openWebview as jest.MockedFunction<typeof openWebview>
const PDF = 'http://127.0.0.1:3000/api/v1/invoice/pdf/3?sig=0123456789abcdef0123456789abcdef'

beforeEach(() => {
  jest.clearAllMocks()
  process.env.TARO_ENV = 'h5'
})

describe('openPdf', () => {
  it('H5: opens the webview page with the address, never the document APIs', async () => {
    await expect(openPdf(PDF)).resolves.toBe('opened')
    expect(webviewMock).toHaveBeenCalledWith(PDF)
    expect(taro.downloadFile).not.toHaveBeenCalled()
  })

  it('refuses anything but http(s) on every platform', async () => {
    for (const env of ['h5', 'weapp'] as const) {
      process.env.TARO_ENV = env
      await expect(openPdf('javascript:alert(1)')).resolves.toBe('refused')
      await expect(openPdf('file:///etc/passwd')).resolves.toBe('refused')
    }
    expect(webviewMock).not.toHaveBeenCalled()
    expect(taro.downloadFile).not.toHaveBeenCalled()
  })

  it('mini programs: downloads the file and opens it in the document viewer', async () => {
    process.env.TARO_ENV = 'weapp'
    taro.downloadFile.mockResolvedValue({ statusCode: 200, tempFilePath: 'wxfile://tmp/a.pdf' })
    taro.openDocument.mockResolvedValue({})
    await expect(openPdf(PDF)).resolves.toBe('opened')
    expect(taro.downloadFile).toHaveBeenCalledWith({ url: PDF })
    expect(taro.openDocument).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/a.pdf', fileType: 'pdf', showMenu: true })
    expect(webviewMock).not.toHaveBeenCalled()
  })

  it('mini programs: a failed download or viewer is reported, not thrown', async () => {
    process.env.TARO_ENV = 'alipay'
    taro.downloadFile.mockResolvedValueOnce({ statusCode: 404, tempFilePath: '' })
    await expect(openPdf(PDF)).resolves.toBe('failed')
    taro.downloadFile.mockRejectedValueOnce(new Error('downloadFile:fail'))
    await expect(openPdf(PDF)).resolves.toBe('failed')
    taro.downloadFile.mockResolvedValueOnce({ statusCode: 200, tempFilePath: 'a.pdf' })
    taro.openDocument.mockRejectedValueOnce(new Error('openDocument:fail'))
    await expect(openPdf(PDF)).resolves.toBe('failed')
    expect(taro.openDocument).toHaveBeenCalledTimes(1)
  })
})
