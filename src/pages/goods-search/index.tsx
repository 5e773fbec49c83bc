import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { confirmAction } from '@/components/confirm'
import EmptyState, { SHOP_PREPARING } from '@/components/empty-state'
import PageLayout from '@/components/page-layout'
import SearchBox from '@/components/search-box'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useShopEmpty } from '@/features/catalogue/shop-empty'
import { type PageQuery, navigate, pagePath, redirectTo } from '@/navigation'
import { getCategoryList, getHotWords } from '@/services/api/catalogue'
import { toast } from '@/utils/feedback'
import { addHistory, clearHistory, KEYWORD_MAX, normalizeKeyword, readHistory } from './history'
import { HOT_MAX, hotWordsOf, type HotWord } from './hot-words'
import './index.scss'

/** Opens the results; from a result page the new results replace it instead of piling up. */
function openResults(params: PageQuery<'goods-search-result'>) {
  const pages = Taro.getCurrentPages()
  const previous = pages[pages.length - 2] as { route?: string } | undefined
  const fromResults = Boolean(
    previous?.route && pagePath('goods-search-result').endsWith(previous.route.replace(/^\//, ''))
  )
  const go = fromResults ? redirectTo : navigate
  void go('goods-search-result', params).catch(() => undefined)
}

export default function GoodsSearchPage() {
  const params = usePageParams<'goods-search'>()
  const [keyword, setKeyword] = useState(() => normalizeKeyword(params.keyword))
  const [history, setHistory] = useState(readHistory)
  // 热门搜索 is the server's configured list; should the operator empty it, the catalogue's categories stand in.
  const hot = usePageData(async (): Promise<HotWord[]> => {
    const { list } = await getHotWords({ noTip: true })
    if (list.length) return list.slice(0, HOT_MAX).map((w) => ({ text: w.text }))
    return hotWordsOf(await getCategoryList({ noTip: true }))
  }, [])

  // Nothing to suggest may mean a shop with nothing on sale yet: then say so under the box.
  const shopEmpty = useShopEmpty(hot.data?.length === 0)

  const search = (word: string) => {
    const w = normalizeKeyword(word)
    if (!w) {
      void toast('请输入搜索内容')
      return
    }
    setHistory(addHistory(w))
    openResults({ keyword: w })
  }

  const openHot = (h: HotWord) => {
    setHistory(addHistory(h.text))
    openResults(h.category_id ? { category_id: h.category_id, title: h.text } : { keyword: h.text })
  }

  const clear = async () => {
    if (!(await confirmAction({ content: '确定清空全部搜索历史吗？', confirmText: '清空', danger: true }))) return
    clearHistory()
    setHistory([])
  }

  return (
    <PageLayout page='goods-search'>
      <View className='goods-search__bar'>
        <SearchBox
          value={keyword}
          focus
          maxlength={KEYWORD_MAX}
          placeholder='搜索商品'
          inputClassName='goods-search__input'
          onChange={setKeyword}
          onConfirm={search}
        />
        <View className='goods-search__submit' role='button' onClick={() => search(keyword)}>
          <Text>搜索</Text>
        </View>
      </View>

      {history.length > 0 && (
        <View className='goods-search__section' role='region' aria-label='搜索历史'>
          <View className='goods-search__head'>
            <Text className='goods-search__title'>搜索历史</Text>
            <View className='goods-search__action' role='button' aria-label='清空搜索历史' onClick={() => void clear()}>
              <Text>清空</Text>
            </View>
          </View>
          <View className='goods-search__chips'>
            {history.map((w) => (
              <View key={w} className='goods-search__chip' role='button' onClick={() => search(w)}>
                <Text>{w}</Text>
              </View>
            ))}
          </View>
        </View>
      )}

      {(hot.data?.length ?? 0) > 0 && (
        <View className='goods-search__section' role='region' aria-label='热门搜索'>
          <View className='goods-search__head'>
            <Text className='goods-search__title'>热门搜索</Text>
          </View>
          <View className='goods-search__chips'>
            {hot.data?.map((h, i) => (
              <View
                key={h.text}
                className={i < 3 ? 'goods-search__chip goods-search__chip--top' : 'goods-search__chip'}
                role='button'
                onClick={() => openHot(h)}
              >
                <Text>{h.text}</Text>
              </View>
            ))}
          </View>
        </View>
      )}
      {shopEmpty && <EmptyState {...SHOP_PREPARING} />}
      {hot.error && !hot.data && (
        <View className='goods-search__retry' role='button' onClick={() => void hot.reload()}>
          <Text>热门搜索加载失败，点击重试</Text>
        </View>
      )}
    </PageLayout>
  )
}
