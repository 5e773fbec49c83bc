import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Check from '@/components/check'
import { useState } from 'react'
import GoodsCard from '@/components/goods-card'
import { ListState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePagedList } from '@/hooks/use-paged-list'
import { navigate } from '@/navigation'
import { clearCollect, deleteCollect, getCollectList } from '@/services/api/collect'
import type { CollectItem } from '@contract/schemas/collect'
import { confirm, toast } from '@/utils/feedback'
import { goHome } from '@/utils/route'
import './index.scss'

const toCard = (c: CollectItem) => ({
  sku_id: c.sku_id,
  spu_id: c.spu_id,
  title: c.title,
  image: c.image,
  picture: c.picture,
  price: c.price,
  market_price: c.market_price,
  valid: c.valid
})

/** My favourites: paged, tap to open the goods; 管理 selects some or all to remove, 清空 removes all. */
export default function MyFavoritePage() {
  const list = usePagedList((q) => getCollectList(q), [], { refreshOnShow: true })
  const [editing, setEditing] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const [busy, setBusy] = useState(false)

  const allPicked = list.items.length > 0 && picked.length === list.items.length
  const toggle = (skuId: number) => setPicked((p) => (p.includes(skuId) ? p.filter((x) => x !== skuId) : [...p, skuId]))

  const remove = async (skuIds: number[]) => {
    if (!skuIds.length || busy) return
    if (!(await confirm(`确定取消收藏这${skuIds.length}件商品吗？`))) return
    setBusy(true)
    try {
      await deleteCollect(skuIds)
      list.setItems((items) => items.filter((c) => !skuIds.includes(c.sku_id)))
      setPicked([])
      void toast('已取消收藏')
      // Later pages shifted on the server: start over so nothing is skipped.
      void list.reload()
    } finally {
      setBusy(false)
    }
  }

  const clearAll = async () => {
    if (busy || !(await confirm('确定清空全部收藏吗？清空后不可恢复'))) return
    setBusy(true)
    try {
      await clearCollect()
      setPicked([])
      setEditing(false)
      void toast('收藏已清空')
      await list.reload()
    } finally {
      setBusy(false)
    }
  }

  const open = (c: CollectItem) => {
    if (editing) return toggle(c.sku_id)
    void navigate('goods-info', { sku_id: c.sku_id })
  }

  return (
    <PageLayout page='my-favorite' className='favorites'>
      {list.items.length > 0 && (
        <View className='favorites__bar'>
          <Text className='favorites__count'>共{list.total}件商品</Text>
          <View
            className='favorites__manage'
            role='button'
            onClick={() => {
              setEditing(!editing)
              setPicked([])
            }}
          >
            <Text>{editing ? '完成' : '管理'}</Text>
          </View>
        </View>
      )}
      <ListState
        of={list}
        empty={{
          title: '还没有收藏的商品',
          description: '看到喜欢的商品，点一下收藏',
          actionText: '去逛逛',
          onAction: goHome
        }}
      >
        {(items) =>
          items.map((c) => (
            <View key={c.sku_id} className='favorites__row'>
              {editing && (
                <Check
                  className='favorites__check'
                  checked={picked.includes(c.sku_id)}
                  onChange={() => toggle(c.sku_id)}
                  a11yName={`选择 ${c.title}`}
                />
              )}
              <View className='favorites__card'>
                <GoodsCard goods={toCard(c)} onClick={() => open(c)} />
                {c.spec_text && <Text className='favorites__spec'>{c.spec_text}</Text>}
              </View>
            </View>
          ))
        }
      </ListState>
      {editing && (
        <View className='favorites__actions'>
          <Check
            checked={allPicked}
            onChange={() => setPicked(allPicked ? [] : list.items.map((c) => c.sku_id))}
            label='全选'
          />
          <View className='favorites__buttons'>
            <Button fill='outline' disabled={busy} onClick={clearAll}>
              清空
            </Button>
            <Button type='primary' disabled={busy || !picked.length} onClick={() => remove(picked)}>
              {`取消收藏${picked.length ? `(${picked.length})` : ''}`}
            </Button>
          </View>
        </View>
      )}
    </PageLayout>
  )
}
