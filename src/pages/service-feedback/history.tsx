import { Image, Text, View } from '@tarojs/components'
import { ListState } from '@/components/load-state'
import type { PagedList } from '@/hooks/use-paged-list'
import type { FeedbackItem } from '@contract/schemas/message'
import { formatTime } from '@/utils/format'
import { previewImages } from '@/utils/preview-image'

const preview = previewImages

/** My past feedback, newest first, with the service's reply when there is one. */
export default function FeedbackHistory({ list }: { list: PagedList<FeedbackItem> }) {
  return (
    <View className='fb-history'>
      <View className='fb-history__title' role='heading' aria-level={2}>
        我的反馈
      </View>
      <ListState of={list} empty={{ title: '还没有提交过反馈' }}>
        {(items) =>
          items.map((f) => (
            <View key={f.id} className='fb-item'>
              <View className='fb-item__head'>
                <Text className='fb-item__time'>{formatTime(f.created_at, 'YYYY-MM-DD HH:mm')}</Text>
                <Text className={`fb-item__status${f.status === 1 ? ' fb-item__status--done' : ''}`}>
                  {f.status === 1 ? '已回复' : '待回复'}
                </Text>
              </View>
              <Text className='fb-item__content'>{f.content}</Text>
              {f.images.length > 0 && (
                <View className='fb-item__images'>
                  {f.images.map((src, i) => (
                    <Image
                      key={src}
                      className='fb-item__image'
                      src={src}
                      mode='aspectFill'
                      // H5 puts a name on Taro's wrapper, not on the <img> inside: alt goes through imgProps.
                      imgProps={{ alt: `反馈图片 ${i + 1}` }}
                      onClick={() => preview(f.images, src)}
                    />
                  ))}
                </View>
              )}
              {f.reply && <Text className='fb-item__reply'>客服回复：{f.reply}</Text>}
            </View>
          ))
        }
      </ListState>
    </View>
  )
}
