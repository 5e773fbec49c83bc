import Taro from '@tarojs/taro'
import { isMiniProgram } from '../utils/env'
import { isWebAddress, openWebview } from '../utils/webview'

export type OpenDocumentResult = 'opened' | 'refused' | 'failed'

/**
 * Shows a PDF the server serves (an issued invoice). Mini programs download it and open it in the host's document
 * viewer; H5 shows it in the webview page, which opens only http(s) addresses (never window.open to an arbitrary
 * address). 'refused' for anything but http(s), 'failed' when the download or the viewer fails.
 */
export async function openPdf(url: string): Promise<OpenDocumentResult> {
  if (!isWebAddress(url)) return 'refused'
  if (!isMiniProgram()) return (await openWebview(url)) ? 'opened' : 'refused'
  try {
    const file = await Taro.downloadFile({ url })
    if (file.statusCode !== 200 || !file.tempFilePath) return 'failed'
    await Taro.openDocument({ filePath: file.tempFilePath, fileType: 'pdf', showMenu: true })
    return 'opened'
  } catch {
    return 'failed'
  }
}
