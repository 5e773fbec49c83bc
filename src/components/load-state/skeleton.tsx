import { View } from '@tarojs/components'

export type SkeletonKind = 'list' | 'detail' | 'none'

/**
 * Grey blocks in the shape of what is coming, so the first paint has the page's layout (no jump when
 * the data lands) and screen readers hear that it is loading.
 */
export default function Skeleton({ kind }: { kind: SkeletonKind }) {
  if (kind === 'none') return null
  const rows = kind === 'list' ? 4 : 1
  return (
    <View className={`skeleton skeleton--${kind}`} role='status' aria-busy='true' aria-label='加载中'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='skeleton__item'>
          <View className='skeleton__thumb' />
          <View className='skeleton__lines'>
            <View className='skeleton__line' />
            <View className='skeleton__line skeleton__line--short' />
            {kind === 'detail' && <View className='skeleton__line' />}
          </View>
        </View>
      ))}
    </View>
  )
}
