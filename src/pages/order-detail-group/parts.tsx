import { Image, Text, View } from '@tarojs/components'
import type { OrderGroupInfo } from '@contract/schemas/order'

/** The group's seats: members (the leader marked) then the empty seats still to fill. */
export function Members({ group }: { group: OrderGroupInfo }) {
  const empty = Math.max(0, group.size - group.members.length)
  return (
    <View className='og-members' role='list' aria-label={`拼团成员，${group.members.length} / ${group.size}`}>
      {group.members.map((m) => (
        <View key={m.uid} className='og-member' role='listitem'>
          {m.head ? (
            <Image className='og-member__head' src={m.head} mode='aspectFill' imgProps={{ alt: m.nick }} />
          ) : (
            <View className='og-member__head og-member__head--text' aria-hidden='true'>
              <Text>{(m.nick || '团').slice(0, 1)}</Text>
            </View>
          )}
          <Text className='og-member__nick'>{m.nick || '拼团用户'}</Text>
          {m.is_leader && <Text className='og-member__leader'>团长</Text>}
        </View>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <View key={`seat-${i}`} className='og-member' role='listitem'>
          <View className='og-member__head og-member__head--seat' aria-hidden='true'>
            <Text>?</Text>
          </View>
          <Text className='og-member__nick'>待加入</Text>
        </View>
      ))}
    </View>
  )
}
