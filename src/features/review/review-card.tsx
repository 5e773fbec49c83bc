import { Image, Text, View } from '@tarojs/components'
import type { Review } from '@contract/schemas/review'
import { formatTime } from '@/utils/format'
import { previewImages } from '@/utils/preview-image'
import { StarsView } from './stars'

/** One review: who (masked when anonymous), stars, when, what they bought, the text and the pictures. */
export default function ReviewCard({ review }: { review: Review }) {
  const preview = (i: number) => previewImages(review.images, review.images[i])
  return (
    <View className='review-card'>
      <View className='review-card__head'>
        {review.head ? (
          <Image className='review-card__avatar' src={review.head} mode='aspectFill' imgProps={{ alt: '' }} />
        ) : (
          <View className='review-card__avatar review-card__avatar--none' aria-hidden='true'>
            <Text>{[...review.nick][0] ?? '匿'}</Text>
          </View>
        )}
        <View className='review-card__who'>
          <Text className='review-card__nick'>{review.nick}</Text>
          <StarsView stars={review.stars} />
        </View>
        <Text className='review-card__time'>{formatTime(review.create_time, 'YYYY-MM-DD')}</Text>
      </View>
      {review.spec && <Text className='review-card__spec'>{review.spec}</Text>}
      {/* Plain text, never markup: the server refuses tags and the view escapes whatever it shows. */}
      <Text className='review-card__text'>{review.content}</Text>
      {review.images.length > 0 && (
        <View className='review-card__images'>
          {review.images.map((src, i) => (
            <View
              key={src}
              className='review-card__image'
              role='button'
              aria-label={`查看评价图片 ${i + 1}`}
              {...({ tabindex: 0 } as Record<string, number>)}
              onClick={() => preview(i)}
            >
              <Image className='review-card__img' src={src} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
