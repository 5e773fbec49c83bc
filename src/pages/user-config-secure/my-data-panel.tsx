import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import CopyButton from '@/components/copy-button'
import LoadState from '@/components/load-state'
import { usePageData } from '@/hooks/use-page-data'
import { getAddressList } from '@/services/api/address'
import { queryBankCard } from '@/services/api/bank'
import { useProfileStore } from '@/stores/profile'
import type { Address } from '@contract/schemas/address'
import type { BoundCard } from '@contract/schemas/bank'
import type { ProfileInfo } from '@contract/schemas/user'
import { maskBankCard, maskIdNo, maskPhone } from '@/utils/mask'

export const MY_DATA_TEXT = {
  title: '我的数据',
  lead: '以下是本商城保存的您的个人信息。身份证号、手机号和银行卡号已脱敏显示。',
  profile: '个人资料',
  nick: '昵称',
  phone: '手机号',
  wechat: '微信',
  identity: '实名信息',
  name: '姓名',
  idNo: '身份证号',
  none: '未填写',
  addresses: '收货地址',
  noAddress: '暂无收货地址',
  bank: '银行卡',
  noCard: '未绑定',
  copyAll: '全部信息',
  back: '返回'
} as const

type Row = [label: string, value: string]
interface Section {
  title: string
  rows: Row[]
}

/** A name keeps its first character (张**), as order and identity pages show it. */
const maskName = (name: string | null) => (name ? name.slice(0, 1) + '*'.repeat(Math.max(1, name.length - 1)) : '')

/** What the shop holds about the shopper, sections of label/value pairs, every sensitive value masked. */
export function myDataSections(info: ProfileInfo, addresses: Address[], card: BoundCard | null): Section[] {
  const t = MY_DATA_TEXT
  const or = (v: string) => v || t.none
  return [
    {
      title: t.profile,
      rows: [
        [t.nick, or(info.nick)],
        [t.phone, or(maskPhone(info.phone))],
        [t.wechat, info.openid_mp || info.openid_h5 || info.wx_unionid ? '已绑定' : '未绑定']
      ]
    },
    {
      title: t.identity,
      rows: [
        [t.name, or(maskName(info.name))],
        [t.idNo, or(maskIdNo(info.id_no))]
      ]
    },
    {
      title: t.addresses,
      rows: addresses.length
        ? addresses.map((a, i): Row => [`${i + 1}. ${maskName(a.name)} ${maskPhone(a.phone)}`, a.full_address])
        : [[t.addresses, t.noAddress]]
    },
    {
      title: t.bank,
      rows: [
        [t.bank, card?.bound ? `${card.bank_name || card.bank?.name || ''} ${maskBankCard(card.card_no)}` : t.noCard]
      ]
    }
  ]
}

/** The sections as plain text, for the clipboard. */
export const myDataText = (sections: Section[]) =>
  sections.map((s) => [`【${s.title}】`, ...s.rows.map(([k, v]) => `${k}：${v}`)].join('\n')).join('\n\n')

/** 我的数据: see and copy what the shop holds (profile, identity, addresses, bank card), masked. */
export default function MyDataPanel({ onClose }: { onClose: () => void }) {
  const info = useProfileStore((s) => s.info)
  const data = usePageData(async () => {
    const [addresses, card] = await Promise.all([
      getAddressList({ noTip: true }),
      queryBankCard({ noTip: true }).catch(() => null)
    ])
    return { addresses, card }
  }, [])
  return (
    <View className='my-data'>
      <View className='my-data__title' role='heading' aria-level={1}>
        {MY_DATA_TEXT.title}
      </View>
      <Text className='my-data__lead'>{MY_DATA_TEXT.lead}</Text>
      <LoadState of={data}>
        {({ addresses, card }) => {
          const sections = myDataSections(info, addresses, card)
          return (
            <View>
              {sections.map((s) => (
                <View key={s.title} className='my-data__section' role='region' aria-label={s.title}>
                  <Text className='my-data__heading'>{s.title}</Text>
                  {s.rows.map(([k, v]) => (
                    <View key={k} className='my-data__row'>
                      <Text className='my-data__label'>{k}</Text>
                      <Text className='my-data__value'>{v}</Text>
                    </View>
                  ))}
                </View>
              ))}
              <View className='my-data__copy'>
                <CopyButton text={myDataText(sections)} what={MY_DATA_TEXT.copyAll} className='my-data__copy-btn' />
              </View>
            </View>
          )
        }}
      </LoadState>
      <Button className='my-data__back' block fill='outline' onClick={onClose}>
        {MY_DATA_TEXT.back}
      </Button>
    </View>
  )
}
