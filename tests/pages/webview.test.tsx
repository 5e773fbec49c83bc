import Taro from '@tarojs/taro'
import WebviewPage, { WEBVIEW_TEXT } from '@/pages/webview/index'
import { SESSION_KEYS } from '@/constants/storage-keys'
import { isWebAddress, openWebview, readWebviewAddress } from '@/utils/webview'
import { sessionGet, sessionRemove, sessionSet } from '@/utils/storage'
import { mount, textOf } from '../jest/render'

describe('webview address check', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'https://sub.example.com:8443/a/b',
    'HTTPS://EXAMPLE.COM'
  ])('opens %s', (url) => {
    expect(isWebAddress(url)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com',
    '//example.com',
    '/pages/home/index',
    'https://user:pass@evil.com',
    'https://exa mple.com',
    'https://',
    '',
    42,
    null
  ])('refuses %p', (url) => {
    expect(isWebAddress(url)).toBe(false)
  })

  afterEach(() => sessionRemove(SESSION_KEYS.webviewUrl))

  it('reads the stored address and says why one is not opened', () => {
    expect(readWebviewAddress()).toEqual({ ok: false, reason: 'missing', url: '' })
    sessionSet(SESSION_KEYS.webviewUrl, 'javascript:alert(1)')
    expect(readWebviewAddress()).toEqual({ ok: false, reason: 'refused', url: 'javascript:alert(1)' })
    sessionSet(SESSION_KEYS.webviewUrl, ' https://example.com/a ')
    expect(readWebviewAddress()).toEqual({ ok: true, url: 'https://example.com/a' })
  })

  it('openWebview stores only a web address before navigating', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' })
    expect(await openWebview('javascript:alert(1)')).toBe(false)
    expect(nav).not.toHaveBeenCalled()
    expect(sessionGet(SESSION_KEYS.webviewUrl)).toBeNull()
    expect(await openWebview('https://example.com')).toBe(true)
    expect(sessionGet(SESSION_KEYS.webviewUrl)).toBe('https://example.com')
    expect(nav).toHaveBeenCalledWith({ url: '/pages/webview/index' })
    nav.mockRestore()
  })
})

describe('webview page', () => {
  afterEach(() => sessionRemove(SESSION_KEYS.webviewUrl))

  it('opens an https address in the web view', async () => {
    sessionSet(SESSION_KEYS.webviewUrl, 'https://example.com/help')
    await mount(WebviewPage)
    const frame = document.querySelector('.webview-page__frame') as HTMLElement & { src?: string }
    expect(frame).not.toBeNull()
    expect(frame.getAttribute('src') ?? frame.src).toBe('https://example.com/help')
    expect(document.querySelector('.webview-page__refused')).toBeNull()
  })

  it('refuses anything else with a message and no web view', async () => {
    sessionSet(SESSION_KEYS.webviewUrl, 'javascript:alert(document.cookie)')
    await mount(WebviewPage)
    expect(document.querySelector('.webview-page__frame')).toBeNull()
    const text = textOf(document.querySelector('.webview-page__refused') as Element)
    expect(text).toContain(WEBVIEW_TEXT.refused)
    expect(text).toContain(WEBVIEW_TEXT.refusedHint)
  })

  it('says there is nothing to open when the key is empty', async () => {
    await mount(WebviewPage)
    expect(document.querySelector('.webview-page__frame')).toBeNull()
    expect(textOf(document.querySelector('.webview-page__refused') as Element)).toContain(WEBVIEW_TEXT.missing)
  })
})
