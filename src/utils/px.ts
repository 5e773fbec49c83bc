import { DESIGN_WIDTH, DEVICE_RATIO } from '../constants/limits'
import { isH5 } from './env'

/** H5 rem base Taro uses (html font-size at a 640 design): 20px. */
const BASE_FONT_SIZE = 20

/**
 * Design pixels -> the unit of the running platform, with Taro's rules: rpx in mini programs,
 * rem on H5. Throws for a design width that has no device ratio (spec section 5) so that a wrong
 * design width shows up at once instead of as silently wrong sizes.
 */
export function pxTransform(size: number, designWidth: number = DESIGN_WIDTH): string {
  const ratio = DEVICE_RATIO[designWidth]
  if (ratio === undefined) throw new Error(`deviceRatio 配置中不存在 ${designWidth} 的设置！`)
  const value = Math.trunc(size) * ratio
  if (isH5()) return `${Number((value / (BASE_FONT_SIZE * 2)).toFixed(5))}rem`
  return `${Number(value.toFixed(5))}rpx`
}
