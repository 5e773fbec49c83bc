import { Input, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { SUPPORT_LIMITS } from '@contract/rules'
import { tapProps } from '@/components/menu-row'
import { toast } from '@/utils/feedback'

const isCancel = (err: unknown) => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

/** The input row: text (at most 500 characters), 发送, and 图片 (album or camera). */
export default function Composer({
  disabled,
  onText,
  onPicture
}: {
  disabled: boolean
  onText: (text: string) => void
  onPicture: (path: string) => void
}) {
  const [text, setText] = useState('')
  const submit = () => {
    const clean = text.trim()
    if (!clean || disabled) return
    onText(clean)
    setText('')
  }
  const pick = async () => {
    if (disabled) return
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      const path = res.tempFilePaths?.[0]
      if (path) onPicture(path)
    } catch (err) {
      if (!isCancel(err)) void toast('选择图片失败，请重试')
    }
  }
  return (
    <View className='chat-composer'>
      <View className='chat-composer__picture' {...tapProps('button', '发送图片')} onClick={() => void pick()}>
        图片
      </View>
      <Input
        className='chat-composer__input'
        name='support-text'
        aria-label='输入要发送的消息'
        placeholder='请输入您的问题'
        value={text}
        maxlength={SUPPORT_LIMITS.textMax}
        confirmType='send'
        disabled={disabled}
        onInput={(e) => setText(e.detail.value)}
        onConfirm={submit}
      />
      <View
        className={`chat-composer__send ${text.trim() ? '' : 'chat-composer__send--idle'}`}
        {...tapProps('button', '发送')}
        aria-disabled={!text.trim() || disabled}
        onClick={submit}
      >
        发送
      </View>
    </View>
  )
}
