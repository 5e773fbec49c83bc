import { Text, View } from '@tarojs/components'
import { getNavMetrics } from '@/components/nav-bar/metrics'
import { navigate } from '@/navigation'
import './index.scss'

export interface SearchEntryProps {
  /** The words in the box: the current keyword on the result page, else a hint. */
  keyword?: string
  placeholder?: string
  /** Default: open goods-search (with the current keyword, so it can be edited). */
  onTap?: () => void
  /** Stay at the top (under the navigation bar) while the page scrolls. */
  sticky?: boolean
  className?: string
}

/** Where sticky content starts: below the fixed navigation bar (and, on H5, the notch). */
export function stickyTop(): string {
  const { statusBarHeight, barHeight } = getNavMetrics()
  const px = `${statusBarHeight + barHeight}px`
  return process.env.TARO_ENV === 'h5' ? `calc(${px} + env(safe-area-inset-top))` : px
}

/** A search box that is a button: tapping it opens the search page (home, category, result pages). */
export default function SearchEntry({
  keyword = '',
  placeholder = '搜索商品',
  onTap,
  sticky = false,
  className = ''
}: SearchEntryProps) {
  const open = onTap ?? (() => void navigate('goods-search', keyword ? { keyword } : {}).catch(() => undefined))
  return (
    <View
      className={`search-entry${sticky ? ' search-entry--sticky' : ''} ${className}`.trim()}
      style={sticky ? { top: stickyTop() } : undefined}
    >
      <View
        className='search-entry__box'
        role='search'
        aria-label={keyword ? `搜索：${keyword}` : '搜索'}
        onClick={open}
      >
        <View className='search-entry__icon' aria-hidden='true' />
        <Text className={keyword ? 'search-entry__text' : 'search-entry__text search-entry__text--hint'}>
          {keyword || placeholder}
        </Text>
        <Text className='search-entry__button'>搜索</Text>
      </View>
    </View>
  )
}
