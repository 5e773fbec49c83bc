import { useEffect, useState } from 'react'
import { LoadState } from '@/components/load-state'
import { announceOpened, forgetOpening, leaveForProvider, Notice, savedBankUrl } from '@/features/pension/pension-flow'
import ResultScreen from '@/components/result-screen'
import { usePageData } from '@/hooks/use-page-data'
import { type PageArgs, type PageName, replacePage } from '@/navigation'
import { queryBankOpen } from '@/services/api/bank'
import type { BankId } from '@contract/schemas/bank'

/** While the bank is processing, the result is asked again this often, this many times. */
export const OPEN_POLL_MS = 3000
export const OPEN_POLL_TIMES = 10

const go = <N extends PageName>(name: N, ...args: PageArgs<N>) => void replacePage(name, ...args)

/** One opening's result from the server (/queryopen asks the bank while it is processing). */
export function OpenResult({ bankId, businessNo }: { bankId: BankId; businessNo: string }) {
  const q = usePageData(() => queryBankOpen({ bankId, businessNo }), [bankId, businessNo], { refreshOnShow: true })
  const [polls, setPolls] = useState(0)
  const [bankUrl] = useState(() => savedBankUrl(businessNo))
  const status = q.data?.status
  const reload = q.reload

  useEffect(() => {
    if (status !== 'processing' || polls >= OPEN_POLL_TIMES) return undefined
    const timer = setTimeout(() => {
      setPolls((n) => n + 1)
      void reload()
    }, OPEN_POLL_MS)
    return () => clearTimeout(timer)
  }, [status, polls, reload])

  useEffect(() => {
    if (status === 'success' || status === 'failed') forgetOpening()
    if (status === 'success') void announceOpened(businessNo, bankId)
  }, [status, businessNo, bankId])

  return (
    <LoadState of={q}>
      {(r) =>
        r.status === 'success' ? (
          <ResultScreen
            status='success'
            title='养老金银行账户开通成功'
            description={`${r.bank.name} ${r.account_no}`}
            primaryAction={{ text: '查看养老金账户', onClick: () => go('pension-overview') }}
            secondaryAction={{ text: '查看我的银行账户', onClick: () => go('bank-account-list') }}
          >
            <Notice>待入账的养老金返现将自动存入该账户。</Notice>
          </ResultScreen>
        ) : r.status === 'failed' ? (
          <ResultScreen
            status='fail'
            title='开户未成功'
            description={r.message}
            primaryAction={{ text: '重新开户', onClick: () => go('choose-pension-bank') }}
            secondaryAction={{ text: '返回养老金账户', onClick: () => go('pension-overview') }}
          />
        ) : (
          <ResultScreen
            status='pending'
            title='开户处理中'
            description={`${r.bank.name}正在处理您的开户申请，通常几分钟内完成，结果会自动刷新。`}
            primaryAction={{ text: '刷新结果', loading: q.refreshing, onClick: () => void q.reload() }}
            secondaryAction={
              bankUrl
                ? { text: '返回银行页面继续填写', onClick: () => void leaveForProvider(bankUrl, 'bank') }
                : { text: '重新选择银行', onClick: () => go('choose-pension-bank') }
            }
          >
            <Notice tone='warn'>若您在银行页面尚未提交开户信息，请返回银行页面继续填写，或重新选择银行开户。</Notice>
          </ResultScreen>
        )
      }
    </LoadState>
  )
}
