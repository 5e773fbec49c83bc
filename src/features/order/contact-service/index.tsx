import { Button, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { tapProps } from '@/components/menu-row'
import { navigate, pageUrl } from '@/navigation'
import './index.scss'

export interface ContactServiceProps {
  /** The order the shopper asks about: the WeChat chat opens with its card, so the agent sees which one. */
  order?: { id: number; order_no: string }
  /** The line before the button (订单有疑问？). */
  hint?: string
  className?: string
  /** Other actions on the row, before 联系客服 (order-detail's 删除订单). */
  children?: ReactNode
}

/**
 * 联系客服 (docs/decisions/0024-reviews.md). In the WeChat mini program it is the platform's own chat
 * (`openType="contact"`): the shopper talks to the shop inside WeChat, no number to dial. Elsewhere (H5, Alipay)
 * it opens the customer-service page: the hotline (a phone call works on every platform), the hours, feedback and
 * the help articles. Alipay's contact-button needs the shop's 商家客服 instance id (tnt-inst-id), which this shop
 * has not set up; the hotline reaches a person there today. 在线客服 (our own chat with the shop's 客服, every platform)
 * sits before it; in WeChat the platform's chat stays beside it.
 */
export default function ContactService({
  order,
  hint = '订单有疑问？',
  className = '',
  children
}: ContactServiceProps) {
  const label = <Text className='contact-service__label'>联系客服</Text>
  return (
    <View className={`contact-service ${className}`.trim()}>
      <Text className='contact-service__hint'>{hint}</Text>
      {children}
      {/* 在线客服 on every platform, with the order offered as a card (docs/decisions/0033-support-chat.md). */}
      <View
        className='contact-service__btn contact-service__chat'
        {...tapProps('button')}
        onClick={() => void navigate('support-chat', order ? { order_id: order.id } : {})}
      >
        <Text className='contact-service__label'>在线客服</Text>
      </View>
      {process.env.TARO_ENV === 'weapp' ? (
        <Button
          className='contact-service__btn'
          openType='contact'
          sessionFrom={order ? `order:${order.order_no}` : 'orders'}
          showMessageCard={Boolean(order)}
          sendMessageTitle={order ? `订单 ${order.order_no}` : undefined}
          sendMessagePath={order ? pageUrl('order-detail', { id: order.id }) : undefined}
        >
          {label}
        </Button>
      ) : (
        <View
          className='contact-service__btn'
          {...tapProps('button')}
          onClick={() => void navigate('customer-service')}
        >
          {label}
        </View>
      )}
    </View>
  )
}
