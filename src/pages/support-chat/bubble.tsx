import { Image, Text, View } from '@tarojs/components'
import Price from '@/components/price'
import { tapProps } from '@/components/menu-row'
import type { ChatMessage } from '@/features/support/merge'
import { navigate } from '@/navigation'
import { templateImageUrl } from '@/utils/image'
import { previewImages } from '@/utils/preview-image'

/** WeChat decodes WebP only when told to, as in <GoodsImage>; the other mini programs get JPEG. */
const WEBP = process.env.TARO_ENV === 'weapp' ? { webp: true } : {}

const STATE_TEXT = { sending: '发送中', failed: '发送失败' } as const

/** An order or goods card: what it showed when sent; tapping opens the order or the goods. */
function Card({ m }: { m: ChatMessage }) {
  const card = m.card
  if (!card) return <Text className='chat-bubble__text'>{m.kind === 'order' ? '[订单]' : '[商品]'}</Text>
  const open = () =>
    void (m.kind === 'order' ? navigate('order-detail', { id: card.id }) : navigate('goods-info', { sku_id: card.id }))
  // The card keeps the address it was sent with (a stored picture's list JPEG): its 60 px box asks the smallest size
  // that covers it at 2x in the platform's format, through the one image helper (docs/decisions/0034-pictures.md).
  const image = templateImageUrl(card.image, 'icon')
  // Named by its visible text (title, number, price), which is what speech control users say.
  return (
    <View className='chat-card' {...tapProps('link')} onClick={open}>
      {image && <Image className='chat-card__image' src={image} mode='aspectFill' lazyLoad aria-hidden {...WEBP} />}
      <View className='chat-card__main'>
        <Text className='chat-card__title'>{card.title}</Text>
        {card.order_no && <Text className='chat-card__meta'>订单号 {card.order_no}</Text>}
        <View className='chat-card__row'>
          <Price cents={card.price} />
          {card.status_text && <Text className='chat-card__meta'>{card.status_text}</Text>}
        </View>
      </View>
    </View>
  )
}

/**
 * One message: mine on the right, 客服's on the left with their name. Text is a Text node (React escapes it), never
 * markup. A message of mine still on its way shows its state (a picture its upload progress); a failed one offers
 * 重发, which sends it again under the same client id, so it can never appear twice.
 */
export default function Bubble({ m, onRetry }: { m: ChatMessage; onRetry: (clientId: string) => void }) {
  const mine = m.from === 'shopper'
  const who = mine ? '我' : m.staff_name || '客服'
  return (
    <View className={`chat-bubble ${mine ? 'chat-bubble--mine' : 'chat-bubble--staff'}`} aria-label={`${who}说`}>
      {!mine && <Text className='chat-bubble__who'>{who}</Text>}
      <View className='chat-bubble__body'>
        {m.kind === 'text' && <Text className='chat-bubble__text'>{m.text}</Text>}
        {m.kind === 'image' && (
          <Image
            className='chat-bubble__image'
            src={m.image}
            mode='widthFix'
            aria-label={`${who}发送的图片`}
            onClick={() => m.id > 0 && previewImages([m.image], m.image)}
          />
        )}
        {(m.kind === 'order' || m.kind === 'goods') && <Card m={m} />}
      </View>
      {m.state && (
        <View className='chat-bubble__state' aria-live='polite'>
          <Text>
            {m.state === 'sending' && m.progress !== undefined ? `上传中 ${m.progress}%` : STATE_TEXT[m.state]}
          </Text>
          {m.state === 'failed' && (
            <View
              className='chat-bubble__retry'
              {...tapProps('button', '重发这条消息')}
              onClick={() => onRetry(m.client_id)}
            >
              重发
            </View>
          )}
        </View>
      )}
    </View>
  )
}
