import { Button as TaroButton, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import EmptyState from '@/components/empty-state'
import ErrorState from '@/components/error-state'
import Loading from '@/components/loading'
import { tapProps } from '@/components/menu-row'
import PageLayout from '@/components/page-layout'
import { useSupportChat } from '@/features/support/use-support-chat'
import { usePageParams } from '@/hooks/use-page-params'
import Bubble from './bubble'
import Composer from './composer'
import './index.scss'

export const CHAT_TEXT = {
  empty: '您好，这里是米粒商城客服',
  emptyHint: '请描述您的问题，客服会尽快回复（服务时间内通常几分钟内）',
  offerOrder: '发送这个订单给客服',
  offerGoods: '发送这件商品给客服',
  wechat: '微信客服'
} as const

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined)

/**
 * 在线客服: the shopper's conversation with 客服 (docs/decisions/0033-support-chat.md). Opened from goods-info,
 * order-detail, the after-sale pages and the service page; with `order_id` or `sku_id` it offers to send that
 * card. New messages arrive live (events on H5, a long poll in mini programs). In WeChat the platform's own chat
 * stays one tap away.
 */
export default function SupportChatPage() {
  const params = usePageParams<'support-chat'>()
  const orderId = idOf(params.order_id)
  const skuId = idOf(params.sku_id)
  const { load, messages, reload, send, retry } = useSupportChat()
  const [offered, setOffered] = useState(false)
  const ready = load.state === 'ready'

  // Keep the newest message in view.
  const count = messages.length
  useEffect(() => {
    if (count) void Taro.pageScrollTo({ scrollTop: 1e6, duration: 0 }).catch(() => undefined)
  }, [count])

  const offer = orderId
    ? { text: CHAT_TEXT.offerOrder, draft: { kind: 'order' as const, order_id: orderId } }
    : skuId
      ? { text: CHAT_TEXT.offerGoods, draft: { kind: 'goods' as const, sku_id: skuId } }
      : null

  return (
    <PageLayout page='support-chat' className='chat'>
      {process.env.TARO_ENV === 'weapp' && (
        <TaroButton className='chat__wechat' openType='contact' aria-label='在微信中联系客服'>
          {CHAT_TEXT.wechat}
        </TaroButton>
      )}
      {load.state === 'loading' && <Loading block />}
      {load.state === 'error' && <ErrorState message={load.message} onRetry={() => void reload()} />}
      {ready && (
        <View className='chat__list' role='log' aria-label='客服对话' aria-live='polite'>
          {messages.length === 0 && <EmptyState title={CHAT_TEXT.empty} description={CHAT_TEXT.emptyHint} />}
          {messages.map((m) => (
            <Bubble key={m.id > 0 ? `m${m.id}` : `c${m.client_id}`} m={m} onRetry={retry} />
          ))}
        </View>
      )}
      {ready && offer && !offered && (
        <View className='chat__offer'>
          <Text className='chat__offer-text'>{offer.text}</Text>
          <View
            className='chat__offer-send'
            {...tapProps('button', offer.text)}
            onClick={() => {
              setOffered(true)
              send(offer.draft)
            }}
          >
            发送
          </View>
        </View>
      )}
      <Composer
        disabled={!ready}
        onText={(text) => send({ kind: 'text', text })}
        onPicture={(localPath) => send({ kind: 'image', localPath })}
      />
    </PageLayout>
  )
}
