import { useEffect, useState } from 'react'
import { searchGoods } from '@/services/api/catalogue'

/**
 * Whether the shop sells nothing at all, asked only once a page's own list came back empty (`ask`): one goods of
 * the whole catalogue (a search with no keyword). Category and search then say 店铺筹备中 instead of "nothing in this
 * category" or "no match", which would send the shopper on to more empty pages. `undefined` while the question is
 * out (the page waits rather than flash one empty state, then the other); a failed question counts as "sells
 * something": the page's own empty state stays. `false` whenever `ask` is false.
 */
export function useShopEmpty(ask: boolean): boolean | undefined {
  const [answer, setAnswer] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    // Asked once per page: a second empty list (another filter) does not ask again.
    if (!ask || answer !== undefined) return
    let live = true
    searchGoods({ page: 1, page_size: 1 }, { noTip: true, autoAuth: false }).then(
      (r) => live && setAnswer(r.total === 0 && r.list.length === 0),
      () => live && setAnswer(false)
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer is only read to skip a second question
  }, [ask])
  return ask ? answer : false
}
