import { Text, View } from '@tarojs/components'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { usePageData } from '@/hooks/use-page-data'
import { type PageArgs, type PageLink, type PageName, navigate, openLink } from '@/navigation'
import { getFddAuthResult, getFddSignResult } from '@/services/api/esign'
import { getPensionInfo } from '@/services/api/pension'
import type { FddAuthResult, FddSignResult } from '@contract/schemas/esign'
import type { PensionInfo } from '@contract/schemas/pension'
import { formatTime } from '@/utils/format'
import './index.scss'
import { tapProps } from '@/components/menu-row'

export interface Certificate {
  key: 'identity' | 'agreement' | 'account'
  title: string
  state: string
  lines: string[]
  /** Where tapping it goes, when there is more to see. */
  link?: PageLink
}

const SIGN_STATE: Record<number, string> = { 1: '已签署', 2: '签署中', 3: '签署失败' }

/**
 * The documents the account holds on the pension side (the server keeps no separate certificates): the
 * verified identity, the signed pension agreement, the opened pension account.
 */
export function certificatesOf(
  auth: FddAuthResult | null,
  sign: FddSignResult | null,
  pension: PensionInfo | null
): Certificate[] {
  const list: Certificate[] = []
  if (auth?.status === 1) {
    list.push({ key: 'identity', title: '实名认证', state: '已认证', lines: [`${auth.name}  ${auth.id_no}`] })
  }
  if (sign && SIGN_STATE[sign.status]) {
    list.push({
      key: 'agreement',
      title: '养老金账户服务协议',
      state: SIGN_STATE[sign.status],
      lines: [
        sign.esign_id ? `合同编号 ${sign.esign_id}` : '',
        sign.signed_at ? `签署时间 ${formatTime(sign.signed_at, 'YYYY-MM-DD HH:mm')}` : '',
        sign.status === 3 && sign.reason ? sign.reason : ''
      ].filter(Boolean),
      link: ['service-terms', { key: 'pension-terms' }]
    })
  }
  if (pension?.status && pension.bank_account_no) {
    list.push({
      key: 'account',
      title: '个人养老金资金账户',
      state: '已开通',
      lines: [`${pension.bank_account_name || '合作银行'}  尾号 ${pension.bank_account_no.slice(-4)}`],
      link: ['pension-overview']
    })
  }
  return list
}

const settled = <T,>(r: PromiseSettledResult<T>) => (r.status === 'fulfilled' ? r.value : null)

async function loadCertificates(): Promise<Certificate[]> {
  const quiet = { noTip: true } as const
  const [auth, sign, pension] = await Promise.allSettled([
    getFddAuthResult(quiet),
    getFddSignResult(quiet),
    getPensionInfo(quiet)
  ])
  if ([auth, sign, pension].every((r) => r.status === 'rejected')) throw (auth as PromiseRejectedResult).reason
  return certificatesOf(settled(auth), settled(sign), settled(pension))
}

/** 我的证书: identity verification, the signed pension agreement and the pension account, as the server has them. */
export default function CertificateListPage() {
  const certs = usePageData(loadCertificates, [], { refreshOnShow: true })
  const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void navigate(name, ...args)
  return (
    <PageLayout page='certificate-list'>
      <LoadState
        of={certs}
        skeleton='list'
        empty={{
          title: '暂无证书',
          description: '完成实名认证、签署养老金协议或开通养老金账户后，相关凭证会显示在这里',
          actionText: '去开通养老金账户',
          onAction: () => go('pension-overview')
        }}
      >
        {(list) => (
          <View className='certs'>
            {list.map((c) => (
              <View
                key={c.key}
                className='cert'
                {...(c.link ? tapProps() : {})}
                onClick={c.link ? () => void openLink(c.link as PageLink) : undefined}
              >
                <View className='cert__head'>
                  <Text className='cert__title'>{c.title}</Text>
                  <Text className='cert__state'>{c.state}</Text>
                </View>
                {c.lines.map((line) => (
                  <Text key={line} className='cert__line'>
                    {line}
                  </Text>
                ))}
                {c.link && <Text className='cert__more'>查看 ›</Text>}
              </View>
            ))}
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
