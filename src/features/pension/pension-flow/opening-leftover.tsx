import { Text, View } from '@tarojs/components'
import { tapProps } from '@/components/menu-row'
import { navigate } from '@/navigation'
import type { PensionCheck } from '@contract/schemas/pension'
import { Notice } from './parts'

/** What an earlier opening left behind: one still at the bank, or one the bank refused. */
export function OpeningLeftover({ check, opaId }: { check: PensionCheck; opaId?: number }) {
  const last = check.last_opening
  if (!last || check.bank_opened) return null
  if (last.status === 0) {
    return (
      <Notice tone='warn'>
        <Text>您有一笔开户申请尚未完成，可继续完成或重新选择银行。</Text>
        <View
          className='pf-link pf-link--start'
          {...tapProps('link')}
          onClick={() => void navigate('account-bridge', { opaId })}
        >
          查看开户进度
        </View>
      </Notice>
    )
  }
  if (last.status === 2)
    return <Notice tone='error'>上次开户未成功：{last.reason || '开户失败'}。可重新选择银行开户。</Notice>
  return null
}
