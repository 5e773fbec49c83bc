import { View } from '@tarojs/components'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import SafeRichText from '@/components/rich-text'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { getGfProtocol } from '@/services/api/bank'
import type { BankId } from '@contract/schemas/bank'
import './index.scss'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The protocol comes as HTML or as plain text with line breaks; plain text becomes one paragraph a line so
 * that its clauses do not run together. Either way it is shown through the safe renderer.
 */
export function protocolHtml(content: string): string {
  if (/<[a-z][\s\S]*>/i.test(content)) return content
  return content
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

/** 养老金服务协议: the partner bank's account protocol (/pension/account/gfprotocol), `?bankId=` for another bank's. */
export default function PensionTermsPage() {
  const { bankId } = usePageParams<'pension-terms'>()
  const id = Number(bankId) || undefined
  const protocol = usePageData(() => getGfProtocol(id ? { bankId: id as BankId } : {}), [id])
  return (
    <PageLayout page='pension-terms'>
      <LoadState of={protocol}>
        {(p) => (
          <View className='pterms'>
            <View className='pterms__title' role='heading' aria-level={1}>
              {p.title}
            </View>
            <SafeRichText className='pterms__body' html={protocolHtml(p.content)} />
          </View>
        )}
      </LoadState>
    </PageLayout>
  )
}
