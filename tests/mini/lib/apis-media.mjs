/**
 * The album and settings APIs a poster's 保存到相册 uses (apis.mjs has the rest), with the platforms' permission
 * rules: WeChat's album is scope.writePhotosAlbum, asked once (wx.authorize or the first save) and, once refused,
 * never asked again: only the settings page (wx.openSetting) switches it back on. Alipay asks by itself when a
 * picture is saved and names the permission `album` in getSetting / openSetting. What the shopper answers is the
 * journey's: `h.album.prompt` (answers to the permission prompt, true allows; none left: allow) and
 * `h.album.settings` (what they do on the settings page: true switches the album on; none left: nothing).
 * Saved pictures land in `h.album.saved` (the temporary file's path and its bytes).
 *
 * Also WeChat's canvasToTempFilePath for a 2d canvas (canvas.mjs).
 */
export function addMediaApis(api, h, asyncApi) {
  const wx = h.platform === 'weapp'
  const KEY = wx ? 'scope.writePhotosAlbum' : 'album'
  const album = h.album
  const authSetting = () => (album.permission === undefined ? {} : { [KEY]: album.permission })
  /** The platform's prompt, shown only while the shopper has never answered it. */
  const ask = () => {
    if (album.permission === undefined) {
      const answer = album.prompt.length ? album.prompt.shift() : true
      album.asked.push(answer)
      album.permission = !!answer
    }
    return album.permission
  }

  asyncApi('getSetting', { allowed: wx ? ['withSubscriptions'] : [] }, () => ({ authSetting: authSetting() }))
  asyncApi('openSetting', { allowed: wx ? ['withSubscriptions'] : [] }, () => {
    album.settingsOpened++
    const answer = album.settings.length ? album.settings.shift() : undefined
    if (answer !== undefined && album.permission !== undefined) album.permission = !!answer
    return { authSetting: authSetting() }
  })
  if (wx)
    asyncApi('authorize', { required: ['scope'], types: { scope: 'string' } }, (o) => {
      if (o.scope !== KEY) throw { errMsg: `the harness knows no scope ${o.scope}` }
      if (!ask()) throw { errMsg: 'auth deny' }
      return {}
    })

  asyncApi('saveImageToPhotosAlbum', { required: ['filePath'], types: { filePath: 'string' } }, (o) => {
    const bytes = h.canvas.file(o.filePath)
    if (!bytes) throw { errMsg: `file not found: ${o.filePath} is not a file the program holds` }
    if (!ask()) throw { errMsg: 'auth deny' }
    album.saved.push({ path: o.filePath, bytes })
    return {}
  })

  if (wx)
    asyncApi(
      'canvasToTempFilePath',
      {
        allowed: ['canvas', 'canvasId', 'x', 'y', 'width', 'height', 'destWidth', 'destHeight', 'fileType', 'quality'],
        types: { canvas: 'object' }
      },
      (o) => {
        if (!o.canvas?.__canvas) throw { errMsg: 'canvas is not a 2d canvas node (the harness draws only those)' }
        return { tempFilePath: h.canvas.toTempFile(o.canvas) }
      }
    )
}
