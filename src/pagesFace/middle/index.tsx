import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import PageLayout from '@/components/page-layout'
import {
  FaceBlocked,
  FlowActions,
  FlowCard,
  Notice,
  leaveForProvider,
  readFaceHandOff
} from '@/features/pension/pension-flow'
import { goBack } from '@/utils/route'

export const MIDDLE_TEXT = {
  auth: { title: '实名认证（人脸核验）', go: '开始人脸核验' },
  sign: { title: '签署养老金账户服务协议', go: '开始签署' },
  failed: '无法打开核验页面，请稍后重试'
} as const

/**
 * The face-verification hand-off of the bank and e-sign flows: says what happens on the provider's page
 * and leaves for it (H5: the window goes; mini programs: pagesFace/webview) only for a hand-off this
 * account saved (the fdd webview url key) with an http(s) address.
 */
export default function MiddlePage() {
  const [read] = useState(readFaceHandOff)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  if (read.status !== 'ok') {
    return (
      <PageLayout page='pagesFace/middle'>
        <FaceBlocked reason={read.status} />
      </PageLayout>
    )
  }
  const { url, kind } = read.handOff
  const text = MIDDLE_TEXT[kind]
  const go = async () => {
    setBusy(true)
    setError('')
    try {
      await leaveForProvider(url, 'face')
      if (process.env.TARO_ENV !== 'h5') setBusy(false)
    } catch (err) {
      setError((err instanceof Error && err.message) || MIDDLE_TEXT.failed)
      setBusy(false)
    }
  }
  return (
    <PageLayout page='pagesFace/middle'>
      <FlowCard title={text.title}>
        <Text className='pf-text'>即将前往电子签约服务平台（法大大），由平台核验您的身份。</Text>
        <Text className='pf-hint'>请本人操作，保持光线充足、正对手机；完成后将自动返回本应用。</Text>
      </FlowCard>
      {error && <Notice tone='error'>{error}</Notice>}
      <FlowActions>
        <Button
          className='face-middle__go'
          type='primary'
          block
          loading={busy}
          disabled={busy}
          onClick={() => void go()}
        >
          {text.go}
        </Button>
        <Button fill='outline' block disabled={busy} onClick={() => void goBack()}>
          暂不进行
        </Button>
      </FlowActions>
    </PageLayout>
  )
}
