import { Button as TaroButton, ScrollView, Text, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import CouponCenter from '@/features/wallet/coupon-center'
import { navigate } from '@/navigation'
import { ensureLogin } from '@/platform/login'
import type { GoodsInfo } from '@contract/schemas/goods'
import './index.scss'

type Sheet = 'coupon' | 'promise' | 'param' | null

const TAB_STOP = { tabindex: 0 } as Record<string, number>

/** A tappable row of the goods page: label, a one-line value, a chevron. */
function Row({ label, value, onClick }: { label: string; value: string; onClick: () => void }) {
  return (
    <View className='goods-svc__row' role='button' aria-label={`${label}：${value}`} {...TAB_STOP} onClick={onClick}>
      <Text className='goods-svc__label' aria-hidden='true'>
        {label}
      </Text>
      <Text className='goods-svc__value' aria-hidden='true'>
        {value}
      </Text>
      <Text className='goods-svc__more' aria-hidden='true'>
        ›
      </Text>
    </View>
  )
}

/** A bottom sheet with a title, a close button and scrolling content. */
function InfoSheet({ title, onClose, children }: { title: string; onClose: () => void; children: React.ReactNode }) {
  return (
    <Popup visible position='bottom' round closeable={false} onClose={onClose}>
      <View className='goods-svc__sheet' role='dialog' aria-label={title}>
        <View className='goods-svc__sheet-head'>
          <Text className='goods-svc__sheet-title'>{title}</Text>
          <View className='goods-svc__close' role='button' aria-label='关闭' {...TAB_STOP} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <ScrollView className='goods-svc__sheet-body' scrollY>
          <View className='goods-svc__sheet-inner'>{children}</View>
        </ScrollView>
      </View>
    </Popup>
  )
}

/** 客服: the WeChat mini program's own chat; elsewhere the customer-service page (hotline, help articles). */
function ContactRow() {
  if (process.env.TARO_ENV === 'weapp')
    return (
      <TaroButton className='goods-svc__row goods-svc__contact' openType='contact'>
        <Text className='goods-svc__label'>客服</Text>
        <Text className='goods-svc__value'>在线咨询商品问题</Text>
        <Text className='goods-svc__more' aria-hidden='true'>
          ›
        </Text>
      </TaroButton>
    )
  return <Row label='客服' value='电话咨询、常见问题' onClick={() => void navigate('customer-service')} />
}

/**
 * The goods page's 领券 · 服务 · 参数 · 客服 rows and their sheets (issue 20). 领券 is the coupon centre's sheet
 * narrowed to this goods; 服务 and 参数 come with the goods from the server.
 */
export default function GoodsService({ info, skuId }: { info: GoodsInfo; skuId: number }) {
  const [sheet, setSheet] = useState<Sheet>(null)
  const close = () => setSheet(null)
  const openCoupons = () => ensureLogin() && setSheet('coupon')
  const promises = info.promises ?? []
  const params = info.params ?? []
  return (
    <View className='goods-svc'>
      <Row label='领券' value='领取本商品可用的优惠券' onClick={openCoupons} />
      {promises.length > 0 && (
        <Row label='服务' value={promises.map((p) => p.title).join(' · ')} onClick={() => setSheet('promise')} />
      )}
      {params.length > 0 && (
        <Row label='参数' value={params.map((p) => p.name).join(' ')} onClick={() => setSheet('param')} />
      )}
      <ContactRow />
      <CouponCenter visible={sheet === 'coupon'} onClose={close} skuId={skuId} title='领券' />
      {sheet === 'promise' && (
        <InfoSheet title='服务说明' onClose={close}>
          {promises.map((p) => (
            <View key={p.key} className='goods-svc__promise'>
              <Text className='goods-svc__promise-title'>{p.title}</Text>
              <Text className='goods-svc__promise-text'>{p.text}</Text>
            </View>
          ))}
        </InfoSheet>
      )}
      {sheet === 'param' && (
        <InfoSheet title='规格参数' onClose={close}>
          <View className='goods-svc__table' role='table' aria-label='规格参数'>
            {params.map((p) => (
              <View key={p.name} className='goods-svc__tr' role='row'>
                <View className='goods-svc__th' role='rowheader'>
                  {p.name}
                </View>
                <View className='goods-svc__td' role='cell'>
                  {p.value}
                </View>
              </View>
            ))}
          </View>
        </InfoSheet>
      )}
    </View>
  )
}
