import { Text, View } from '@tarojs/components'
import CopyButton from '@/components/copy-button'
import EmptyState from '@/components/empty-state'
import { LoadState } from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Steps from '@/components/steps'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getOrderInfo } from '@/services/api/order'
import { getExpressInfo } from '@/services/api/express'
import './index.scss'

async function loadExpress(id: number) {
  const order = await getOrderInfo({ id })
  if (!order.express) return { order, info: null }
  const { com, express_no } = order.express
  return { order, info: await getExpressInfo({ com, express_no }) }
}

/** The parcel of an order: courier, a copyable waybill number, and the trace, newest first. */
export default function OrderExpressPage() {
  const { id } = usePageParams<'order-express'>()
  const data = usePageData(() => loadExpress(Number(id)), [id], { refreshOnShow: true, enabled: Boolean(id) })
  if (!id)
    return (
      <PageLayout page='order-express'>
        <EmptyState title='订单不存在' description='链接缺少订单编号' />
      </PageLayout>
    )
  return (
    <PageLayout page='order-express' className='order-express'>
      <LoadState of={data}>
        {({ order, info }) =>
          !info ? (
            <EmptyState title='暂无物流信息' description={`订单${order.status_text}，商家发货后可查看物流`} />
          ) : (
            <View>
              <View className='oe-head'>
                <Text className='oe-head__state'>{info.state_text}</Text>
                <View className='oe-head__row'>
                  <Text className='oe-head__label'>承运快递</Text>
                  <Text className='oe-head__value'>{info.com_name}</Text>
                </View>
                <View className='oe-head__row'>
                  <Text className='oe-head__label'>运单编号</Text>
                  <Text className='oe-head__value oe-head__no'>{info.express_no}</Text>
                  <CopyButton text={info.express_no} what='运单编号' />
                </View>
                <View className='oe-head__row'>
                  <Text className='oe-head__label'>收货地址</Text>
                  <Text className='oe-head__value'>{order.address.full}</Text>
                </View>
              </View>
              <View className='oe-trace'>
                {info.traces.length ? (
                  <Steps
                    ariaLabel='物流轨迹'
                    order='newest-first'
                    items={info.traces.map((t) => ({ title: t.context, time: t.time }))}
                  />
                ) : (
                  <Text className='oe-trace__none'>暂无轨迹，请稍后再来查看</Text>
                )}
              </View>
            </View>
          )
        }
      </LoadState>
    </PageLayout>
  )
}
