import Taro from '@tarojs/taro'
import { MSG } from '../constants/messages'
import { isMiniProgram } from '../utils/env'
import { modal } from '../utils/feedback'

/**
 * Mini-program update prompt (spec section 9): when the platform has downloaded a new version, ask
 * '更新提示' / '新版本已经准备好，是否重启应用？' and restart into it on confirm.
 */
export function watchMiniProgramUpdate(): void {
  if (!isMiniProgram() || typeof Taro.getUpdateManager !== 'function') return
  const manager = Taro.getUpdateManager()
  if (!manager) return
  manager.onUpdateReady(() => {
    modal({ title: MSG.updateTitle, content: MSG.updateContent })
      .then((res) => {
        if (res.confirm) manager.applyUpdate()
      })
      .catch(() => undefined)
  })
}
