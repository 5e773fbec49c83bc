import { Button as TaroButton, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import PageLayout from '@/components/page-layout'
import { SERVICE_CONTACT } from '@/constants/service'
import { usePageData } from '@/hooks/use-page-data'
import { type PageArgs, type PageName, navigate } from '@/navigation'
import { getArticleList } from '@/services/api/article'
import { toast } from '@/utils/feedback'
import './index.scss'
import { tapProps } from '@/components/menu-row'

const HELP_COLUMN = 'help'

function callService() {
  Taro.makePhoneCall({ phoneNumber: SERVICE_CONTACT.phone.replace(/-/g, '') }).catch(
    () => void toast(`请拨打客服电话 ${SERVICE_CONTACT.phone}`)
  )
}

/** Contact options: 在线客服 (every platform), WeChat's own chat in the WeChat mini program, the hotline, feedback, and the help articles. */
export default function CustomerServicePage() {
  const help = usePageData(() => getArticleList({ column: HELP_COLUMN }, { noTip: true }), [])
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)

  return (
    <PageLayout page='customer-service' className='cs'>
      <View className='cs__card'>
        {/* Our own chat with 客服 on every platform; WeChat's native one stays below it. */}
        <View className='cs__row' {...tapProps()} onClick={() => go('support-chat')}>
          <View className='cs__main'>
            <Text className='cs__label'>在线客服</Text>
            <Text className='cs__hint'>文字、图片、订单都能发给客服</Text>
          </View>
          <Text className='cs__arrow' aria-hidden='true'>
            ›
          </Text>
        </View>
        {process.env.TARO_ENV === 'weapp' && (
          <TaroButton className='cs__row cs__contact' openType='contact'>
            <View className='cs__main'>
              <Text className='cs__label'>微信客服</Text>
              <Text className='cs__hint'>在微信中与客服直接对话</Text>
            </View>
            <Text className='cs__arrow' aria-hidden='true'>
              ›
            </Text>
          </TaroButton>
        )}
        <View className='cs__row' {...tapProps('button')} onClick={callService}>
          <View className='cs__main'>
            <Text className='cs__label'>客服电话</Text>
            <Text className='cs__phone'>{SERVICE_CONTACT.phone}</Text>
          </View>
          <Text className='cs__action'>拨打</Text>
        </View>
        <View className='cs__row cs__row--static'>
          <View className='cs__main'>
            <Text className='cs__label'>服务时间</Text>
            <Text className='cs__hint'>{SERVICE_CONTACT.hours}</Text>
          </View>
        </View>
        <View className='cs__row' {...tapProps()} onClick={() => go('service-feedback')}>
          <View className='cs__main'>
            <Text className='cs__label'>意见反馈</Text>
            <Text className='cs__hint'>{SERVICE_CONTACT.feedbackReply}</Text>
          </View>
          <Text className='cs__arrow' aria-hidden='true'>
            ›
          </Text>
        </View>
      </View>

      {(help.data?.list.length ?? 0) > 0 && (
        <View className='cs__card'>
          <View className='cs__section' role='heading' aria-level={2}>
            常见问题
          </View>
          {help.data?.list.map((a) => (
            <View key={a.id} className='cs__row' {...tapProps()} onClick={() => go('article-detail', { id: a.id })}>
              <View className='cs__main'>
                <Text className='cs__label'>{a.title}</Text>
                {a.summary && <Text className='cs__hint'>{a.summary}</Text>}
              </View>
              <Text className='cs__arrow' aria-hidden='true'>
                ›
              </Text>
            </View>
          ))}
        </View>
      )}
    </PageLayout>
  )
}
