import Taro from '@tarojs/taro'

/**
 * WeChat's font size (我 > 设置 > 通用 > 字体大小), for care mode. WeChat's age-friendly guide gives the
 * numbers: fontSizeScaleFactor is the user's size over the standard size (17 px on iOS, 16 px on Android),
 * and its 关怀模式 level is 23.8 px on iOS (23.8 / 17 = 1.4); Android's care level scales 16 px the same.
 * Other hosts (H5, Alipay) report nothing, so this is WeChat only.
 */
export const CARE_FONT_SCALE = 1.4
/** The care level's size when only fontSizeSetting is known: Android's 16 px x 1.4 (iOS reads 23.8). */
export const CARE_FONT_SIZE = 16 * CARE_FONT_SCALE

export interface FontScale {
  /** The user's font size in px. */
  setting?: number
  /** The user's size over the platform's standard size. */
  factor?: number
}

type FontFields = { fontSizeSetting?: unknown; fontSizeScaleFactor?: unknown }

function pick(info: FontFields | null | undefined): FontScale {
  const out: FontScale = {}
  const setting = Number(info?.fontSizeSetting)
  const factor = Number(info?.fontSizeScaleFactor)
  if (info?.fontSizeSetting !== undefined && Number.isFinite(setting) && setting > 0) out.setting = setting
  if (info?.fontSizeScaleFactor !== undefined && Number.isFinite(factor) && factor > 0) out.factor = factor
  return out
}

/** WeChat's font size, or null outside WeChat or when the host does not say. Never throws. */
export function readFontScale(): FontScale | null {
  // A literal TARO_ENV test: the other builds drop this block.
  if (process.env.TARO_ENV === 'weapp') {
    // getAppBaseInfo is the current API; older clients only answer getSystemInfoSync.
    const sources: Array<() => unknown> = [
      () => (typeof Taro.getAppBaseInfo === 'function' ? Taro.getAppBaseInfo() : null),
      () => (typeof Taro.getSystemInfoSync === 'function' ? Taro.getSystemInfoSync() : null)
    ]
    for (const source of sources) {
      try {
        const scale = pick(source() as FontFields | null)
        if (scale.setting !== undefined || scale.factor !== undefined) return scale
      } catch {
        // the next source, or nothing
      }
    }
  }
  return null
}

/** Whether WeChat's font is at (or above) the 关怀模式 level. */
export function isCareFontScale(scale: FontScale | null = readFontScale()): boolean {
  if (!scale) return false
  // A small tolerance: 23.8 / 17 is 1.4 only up to floating point.
  if (scale.factor !== undefined) return scale.factor >= CARE_FONT_SCALE - 0.005
  if (scale.setting !== undefined) return scale.setting >= CARE_FONT_SIZE - 0.05
  return false
}
