import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import CopyButton from '@/components/copy-button'
import Price from '@/components/price'
import { afterSaleDesc } from '@/constants/refund'
import type { AfterSale } from '@contract/schemas/order'
import { formatTime } from '@/utils/format'
import { previewImages } from '@/utils/preview-image'

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='rd-section'>
      <View className='rd-section__title' role='heading' aria-level={2}>
        {title}
      </View>
      {children}
    </View>
  )
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='rd-row'>
      <Text className='rd-row__label'>{label}</Text>
      <View className='rd-row__value'>{children}</View>
    </View>
  )
}

/** The server's status and what it means. */
export function StatusHeader({ a }: { a: AfterSale }) {
  return (
    <View className='rd-status' role='status'>
      <Text className='rd-status__title'>{a.status_text}</Text>
      <Text className='rd-status__desc'>{afterSaleDesc(a.status)}</Text>
    </View>
  )
}

function Proofs({ images }: { images: string[] }) {
  const preview = (current: string) => previewImages(images, current)
  return (
    <View className='rd-proofs'>
      {images.map((url, i) => (
        <View
          key={url}
          className='rd-proofs__item'
          role='button'
          aria-label={`查看凭证 ${i + 1}`}
          {...({ tabindex: 0 } as Record<string, number>)}
          onClick={() => preview(url)}
        >
          <Image className='rd-proofs__image' src={url} mode='aspectFill' imgProps={{ alt: '' }} />
        </View>
      ))}
    </View>
  )
}

export function RefundInfo({ a }: { a: AfterSale }) {
  return (
    <Section title='退款信息'>
      <Row label='退款类型'>{a.type_text}</Row>
      <Row label='退款金额'>
        <Price cents={a.amount} />
      </Row>
      <Row label='退款原因'>{a.reason}</Row>
      {a.desc && <Row label='退款说明'>{a.desc}</Row>}
      {a.images.length > 0 && (
        <Row label='退款凭证'>
          <Proofs images={a.images} />
        </Row>
      )}
      {a.remark && a.status !== 0 && <Row label='处理说明'>{a.remark}</Row>}
      <Row label='申请时间'>{formatTime(a.create_time)}</Row>
      <Row label='订单编号'>
        <Text className='rd-mono'>{a.order_no}</Text>
        <CopyButton text={a.order_no} what='订单编号' />
      </Row>
    </Section>
  )
}
