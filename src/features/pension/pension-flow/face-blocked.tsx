import ResultScreen from '@/components/result-screen'
import { redirectTo } from '@/navigation'
import { goBack } from '@/utils/route'

export const FACE_BLOCKED_TEXT = {
  missing: '没有待进行的身份核验，可能已完成或已过期。请回到实名认证页面重新发起。',
  foreign: '该核验由其他账号发起，当前账号不能继续。请登录发起核验的账号后重试。',
  refused: '核验地址无效，出于安全考虑已停止打开。请回到实名认证页面重新发起。'
} as const

/** Why a face page cannot go on, with the way back to where the flow can be started again. */
export function FaceBlocked({ reason }: { reason: keyof typeof FACE_BLOCKED_TEXT }) {
  return (
    <ResultScreen
      status='fail'
      title='无法继续核验'
      description={FACE_BLOCKED_TEXT[reason]}
      primaryAction={{
        text: '前往实名认证',
        onClick: () => void redirectTo('confirm-identity').catch(() => undefined)
      }}
      secondaryAction={{ text: '返回', onClick: () => void goBack() }}
    />
  )
}
