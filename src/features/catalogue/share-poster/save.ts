import Taro from '@tarojs/taro'

/**
 * 保存到相册 in the mini programs. WeChat: the album needs scope.writePhotosAlbum. Asked once with Taro.authorize;
 * once refused WeChat never asks again, so the way back is the settings page (Taro.openSetting, opened from the
 * shopper's tap on 去设置). Alipay asks by itself when saving. Before any of it, the platforms' privacy check may
 * hold the call until the shopper agrees in the page's privacy sheet (components/privacy-sheet, platform/privacy.ts);
 * a refusal there fails the save with errno 104.
 */
export type SaveOutcome = 'saved' | 'refused' | 'privacy' | 'failed'

/**
 * The album permission's name in getSetting / openSetting: WeChat's scope.writePhotosAlbum, Alipay's `album` (its
 * scope list names the album so; the WeChat name is never there, so a shopper who switched it on would be told no).
 */
const WECHAT_ALBUM = 'scope.writePhotosAlbum'
const albumKey = () => (process.env.TARO_ENV === 'alipay' ? 'album' : WECHAT_ALBUM)
/** Taro types the setting by WeChat's scopes alone. */
const albumIn = (s: { authSetting?: object } | null) =>
  (s?.authSetting as Record<string, boolean> | undefined)?.[albumKey()]

export const SAVE_TEXT = {
  askTitle: '需要相册权限',
  askContent: '保存海报需要允许访问你的相册，去设置里打开“保存到相册”吗？',
  goSettings: '去设置',
  saved: '海报已保存到相册',
  refused: '未获得相册权限，海报未保存',
  privacy: '需同意隐私保护指引后才能保存海报',
  failed: '保存失败，请稍后重试'
}

/** The shopper refused before: offer the settings page; true when the album is allowed on the way back. */
async function viaSettings(): Promise<boolean> {
  const answer = await Taro.showModal({
    title: SAVE_TEXT.askTitle,
    content: SAVE_TEXT.askContent,
    confirmText: SAVE_TEXT.goSettings,
    cancelText: '取消'
  }).catch(() => ({ confirm: false }))
  if (!answer.confirm) return false
  const after = await Taro.openSetting().catch(() => null)
  return albumIn(after) === true
}

/** WeChat only: true when the album may be written, asking (or offering the settings page) as needed. */
async function albumAllowed(): Promise<boolean> {
  const setting = await Taro.getSetting().catch(() => null)
  const state = albumIn(setting)
  if (state === true) return true
  if (state === false) return viaSettings()
  try {
    await Taro.authorize({ scope: WECHAT_ALBUM })
    return true
  } catch {
    return viaSettings()
  }
}

const isPrivacyRefusal = (err: unknown) => {
  const e = err as { errno?: number; errMsg?: string } | null
  return e?.errno === 104 || /privacy/i.test(e?.errMsg ?? '')
}

export async function saveToAlbum(filePath: string, retried = false): Promise<SaveOutcome> {
  if (process.env.TARO_ENV === 'weapp' && !(await albumAllowed())) return 'refused'
  try {
    await Taro.saveImageToPhotosAlbum({ filePath })
    return 'saved'
  } catch (err) {
    if (isPrivacyRefusal(err)) return 'privacy'
    const e = err as { errMsg?: string; errorMessage?: string } | null
    // WeChat (the setting switched off meanwhile) refuses with an auth errMsg; Alipay, which asks by itself when
    // saving, answers its refusal in errorMessage (没有开启相册权限 …).
    const msg = `${e?.errMsg ?? ''} ${e?.errorMessage ?? ''}`
    if (/auth|deny|denied|permission|权限|授权/i.test(msg))
      return !retried && (await viaSettings()) ? saveToAlbum(filePath, true) : 'refused'
    return 'failed'
  }
}
