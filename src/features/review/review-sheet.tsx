import { ScrollView, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import Check from '@/components/check'
import CountedTextarea from '@/components/counted-textarea'
import { REVIEW_LIMITS } from '@contract/rules'
import ImageUpload from '@/features/upload/image-upload'
import { createReview } from '@/services/api/review'
import type { OrderReviewLine } from '@contract/schemas/review'
import { toast } from '@/utils/feedback'
import { StarsInput } from './stars'
import './sheets.scss'

export const REVIEW_TEXT = {
  title: '评价商品',
  empty: '请写下您的评价',
  uploading: '有图片还没有上传完成，请稍候，或删除上传失败的图片',
  done: '评价成功，感谢您的分享',
  placeholder: '说说商品的质量、外观、使用感受，帮助更多人选购'
} as const

export interface ReviewSheetProps {
  orderId: number
  line: OrderReviewLine
  onClose: () => void
  /** The review is saved: the order's section marks the line reviewed. */
  onDone: () => void
}

const TAB_STOP = { tabindex: 0 } as Record<string, number>

/**
 * Writing one review (docs/decisions/0024-reviews.md): stars, text up to 500 characters, up to 6 pictures (each
 * uploaded through the one upload wrapper with its progress), anonymous or not. The server has the last word; its
 * refusal (too long, markup, already reviewed ...) shows as the request layer's notice and the sheet stays open.
 */
export default function ReviewSheet({ orderId, line, onClose, onDone }: ReviewSheetProps) {
  const [stars, setStars] = useState(5)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [pending, setPending] = useState(0)
  const [anonymous, setAnonymous] = useState(false)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (busy) return
    const why = !content.trim() ? REVIEW_TEXT.empty : pending > 0 ? REVIEW_TEXT.uploading : ''
    setProblem(why)
    if (why) return
    setBusy(true)
    try {
      await createReview({ order_id: orderId, sku_id: line.sku_id, stars, content: content.trim(), images, anonymous })
      void toast(REVIEW_TEXT.done, { icon: 'success' })
      onDone()
    } catch {
      // The server's message is on screen (request layer); what the shopper wrote stays to be corrected.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible position='bottom' round closeable={false} onClose={onClose}>
      <View className='review-sheet' role='dialog' aria-label={REVIEW_TEXT.title}>
        <View className='review-sheet__head'>
          <Text className='review-sheet__title'>{REVIEW_TEXT.title}</Text>
          <View className='review-sheet__close' role='button' aria-label='关闭' {...TAB_STOP} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <ScrollView className='review-sheet__body' scrollY>
          <View className='review-sheet__inner'>
            <Text className='review-sheet__goods'>{line.title}</Text>
            {line.spec && <Text className='review-sheet__spec'>{line.spec}</Text>}
            <StarsInput value={stars} onChange={setStars} />
            <CountedTextarea
              block='review-sheet'
              label='评价内容'
              value={content}
              onChange={(v) => {
                setContent(v)
                // The empty-text notice goes once there is text.
                if (problem && v.trim()) setProblem('')
              }}
              maxLength={REVIEW_LIMITS.contentMax}
              placeholder={REVIEW_TEXT.placeholder}
            />
            <Text className='review-sheet__label'>晒图（最多 {REVIEW_LIMITS.images} 张）</Text>
            <ImageUpload
              value={images}
              onChange={setImages}
              max={REVIEW_LIMITS.images}
              label='评价图片'
              onPendingChange={setPending}
            />
            <Check checked={anonymous} onChange={setAnonymous} label='匿名评价' className='review-sheet__anonymous' />
            {problem && (
              <View className='review-sheet__problem' role='alert'>
                {problem}
              </View>
            )}
          </View>
        </ScrollView>
        <View className='review-sheet__foot'>
          <Button className='review-sheet__submit' type='primary' block loading={busy} onClick={() => void submit()}>
            提交评价
          </Button>
        </View>
      </View>
    </Popup>
  )
}
