import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import CountedTextarea from '@/components/counted-textarea'
import FormField from '@/components/form-field'
import ImageUpload from '@/features/upload/image-upload'
import PageLayout from '@/components/page-layout'
import { usePagedList } from '@/hooks/use-paged-list'
import { addFeedback, getFeedbackList } from '@/services/api/feedback'
import { toast } from '@/utils/feedback'
import FeedbackHistory from './history'
import './index.scss'

export const FEEDBACK_TEXT = {
  contentLabel: '问题和意见',
  placeholder: '请描述您遇到的问题或建议（至少 5 个字）',
  tooShort: '请至少填写 5 个字',
  images: (max: number) => `图片（选填，最多 ${max} 张）`,
  contact: '联系方式',
  contactPlaceholder: '手机号或微信（选填）',
  submit: '提交反馈',
  uploading: '还有图片在上传或上传失败，请稍候或删除后再提交',
  done: '提交成功，感谢您的反馈'
} as const

export const MAX_LENGTH = 500
export const MAX_IMAGES = 3
const MIN_LENGTH = 5

/** Feedback: text, up to 3 images, a contact; below it, my past feedback and the replies. */
export default function ServiceFeedbackPage() {
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [pending, setPending] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const history = usePagedList((q) => getFeedbackList(q), [], { pageSize: 10 })

  const length = content.trim().length

  const onSubmit = async () => {
    if (pending > 0) return void toast(FEEDBACK_TEXT.uploading)
    if (length < MIN_LENGTH) return void toast(FEEDBACK_TEXT.tooShort)
    if (submitting) return
    setSubmitting(true)
    try {
      await addFeedback({ content: content.trim(), images, ...(contact.trim() ? { contact: contact.trim() } : {}) })
      void toast(FEEDBACK_TEXT.done, { icon: 'success' })
      setContent('')
      setContact('')
      setImages([])
      void history.reload()
    } catch {
      // The request layer has shown the server's message (too short, daily limit ...).
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <PageLayout page='service-feedback' className='fb'>
      <View className='fb__card'>
        <CountedTextarea
          block='fb'
          label={FEEDBACK_TEXT.contentLabel}
          value={content}
          maxLength={MAX_LENGTH}
          placeholder={FEEDBACK_TEXT.placeholder}
          onChange={setContent}
          announceCount
        />
      </View>

      <View className='fb__card'>
        <Text className='fb__label'>{FEEDBACK_TEXT.images(MAX_IMAGES)}</Text>
        <ImageUpload
          value={images}
          onChange={setImages}
          max={MAX_IMAGES}
          label='反馈图片'
          onPendingChange={setPending}
        />
      </View>

      <View className='fb__card fb__card--flush'>
        <FormField
          label={FEEDBACK_TEXT.contact}
          name='contact'
          value={contact}
          maxLength={64}
          placeholder={FEEDBACK_TEXT.contactPlaceholder}
          onChange={setContact}
        />
      </View>

      <View className='fb__actions'>
        <Button className='fb__submit' type='primary' block loading={submitting} onClick={() => void onSubmit()}>
          {FEEDBACK_TEXT.submit}
        </Button>
      </View>

      <FeedbackHistory list={history} />
    </PageLayout>
  )
}
