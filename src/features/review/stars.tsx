import { Text, View } from '@tarojs/components'
/** What each number of stars means, shown beside the stars being chosen. */
export const STAR_TEXT = ['', '非常差', '差', '一般', '满意', '非常满意'] as const

const STARS = [1, 2, 3, 4, 5] as const

/** Stars as text (★★★★☆), named for screen readers (4 星). */
export function StarsView({ stars, className = '' }: { stars: number; className?: string }) {
  const n = Math.max(0, Math.min(5, Math.round(stars)))
  return (
    <View className={`review-stars ${className}`.trim()} role='img' aria-label={`${n} 星`}>
      <Text className='review-stars__on' aria-hidden='true'>
        {'★'.repeat(n)}
      </Text>
      <Text className='review-stars__off' aria-hidden='true'>
        {'★'.repeat(5 - n)}
      </Text>
    </View>
  )
}

/** Five tappable stars, a radio group: each star a radio named 4 星 满意, its meaning shown beside. */
export function StarsInput({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <View className='review-stars-input'>
      <View className='review-stars-input__row' role='radiogroup' aria-label='评分'>
        {STARS.map((n) => (
          <View
            key={n}
            className={`review-stars-input__star${n <= value ? ' review-stars-input__star--on' : ''}`}
            role='radio'
            aria-checked={n === value ? 'true' : 'false'}
            aria-label={`${n} 星 ${STAR_TEXT[n]}`}
            {...({ tabindex: 0 } as Record<string, number>)}
            onClick={() => onChange(n)}
          >
            <Text aria-hidden='true'>★</Text>
          </View>
        ))}
      </View>
      <Text className='review-stars-input__text' aria-hidden='true'>
        {STAR_TEXT[value] ?? ''}
      </Text>
    </View>
  )
}
