import { Canvas, Image, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getShareCode } from '@/services/api/share'
import { useThemeStore } from '@/stores/theme'
import { toast } from '@/utils/feedback'
import { mallName } from '@/utils/env'
import { CANVAS_ID, renderPoster } from './canvas'
import { saveToAlbum, SAVE_TEXT } from './save'
import './index.scss'

export interface SharePosterProps {
  skuId: number
  /** A forming group the poster invites to (拼团): its code opens the goods with the group to join. */
  groupId?: number
  title: string
  /** The goods picture (the first of the goods' pictures). */
  image?: string
  /** The price the poster shows, integer cents. */
  cents: number
  /** A line above the price: 拼团价, 秒杀价 ...; none for the plain price. */
  priceLabel?: string
  onClose: () => void
}

export const POSTER_TEXT = {
  title: '分享海报',
  making: '海报生成中…',
  failed: '海报生成失败，请稍后重试',
  retry: '重新生成',
  save: '保存到相册',
  saving: '保存中…',
  close: '关闭',
  longPress: '长按图片保存，分享给好友',
  hintMini: '长按识别小程序码',
  hintH5: '扫码查看商品'
}

/** Where the poster's code will be opened: this build's platform. */
const platform = () =>
  process.env.TARO_ENV === 'weapp' ? 'weapp' : process.env.TARO_ENV === 'alipay' ? 'alipay' : ('h5' as const)

type State = { kind: 'making' } | { kind: 'ready'; src: string } | { kind: 'error' }

/**
 * 分享海报: the goods picture, name, price and the code that opens the goods (WeChat / Alipay mini-program code, the
 * H5 link's QR code), drawn on the platform canvas. Mini programs save it to the album (with the album permission
 * and the privacy check); H5 shows it as an image to long-press. Loaded only when opened (load.h5.ts on H5; in the
 * mini programs it lives in the pages' subpackages, never the main package).
 */
export default function SharePoster(props: SharePosterProps) {
  const { skuId, groupId, title, image, cents, priceLabel, onClose } = props
  const priceColor = useThemeStore((s) => s.cssVars['--price-color']) || '#e4393c'
  const [state, setState] = useState<State>({ kind: 'making' })
  const [saving, setSaving] = useState(false)
  const alive = useRef(true)
  const mini = process.env.TARO_ENV !== 'h5'

  const make = useCallback(async () => {
    setState({ kind: 'making' })
    try {
      const code = await getShareCode({ sku_id: skuId, group_id: groupId, platform: platform() }, { noTip: true })
      const content = {
        title,
        cents,
        priceLabel,
        shop: mallName(),
        codeHint: mini ? POSTER_TEXT.hintMini : POSTER_TEXT.hintH5,
        priceColor
      }
      const src = await renderPoster(content, { goods: image, code: code.url })
      if (alive.current) setState({ kind: 'ready', src })
    } catch {
      if (alive.current) setState({ kind: 'error' })
    }
  }, [skuId, groupId, title, image, cents, priceLabel, mini, priceColor])

  useEffect(() => {
    alive.current = true
    void make()
    return () => {
      alive.current = false
    }
  }, [make])

  const save = async () => {
    if (state.kind !== 'ready' || saving) return
    setSaving(true)
    const outcome = await saveToAlbum(state.src)
    if (alive.current) setSaving(false)
    void toast(SAVE_TEXT[outcome])
  }

  return (
    <Popup visible position='bottom' round closeable={false} onClose={onClose}>
      <View className='share-poster' role='dialog' aria-label={POSTER_TEXT.title}>
        <View className='share-poster__head'>
          <Text className='share-poster__title'>{POSTER_TEXT.title}</Text>
          <View className='share-poster__close' role='button' aria-label={POSTER_TEXT.close} onClick={onClose}>
            <Text aria-hidden='true'>×</Text>
          </View>
        </View>
        <View className='share-poster__body'>
          {state.kind === 'making' && (
            <View className='share-poster__status' role='status'>
              <Text>{POSTER_TEXT.making}</Text>
            </View>
          )}
          {state.kind === 'error' && (
            <View className='share-poster__failed'>
              <View className='share-poster__status' role='alert'>
                <Text>{POSTER_TEXT.failed}</Text>
              </View>
              <Button className='share-poster__button' fill='outline' onClick={() => void make()}>
                {POSTER_TEXT.retry}
              </Button>
            </View>
          )}
          {state.kind === 'ready' && (
            <Image
              className='share-poster__image'
              src={state.src}
              mode='widthFix'
              showMenuByLongpress
              imgProps={{ alt: `${title} ${POSTER_TEXT.title}` }}
            />
          )}
        </View>
        {mini ? (
          <Button
            className='share-poster__button share-poster__save'
            type='primary'
            block
            disabled={state.kind !== 'ready' || saving}
            onClick={() => void save()}
          >
            {saving ? POSTER_TEXT.saving : POSTER_TEXT.save}
          </Button>
        ) : (
          state.kind === 'ready' && <Text className='share-poster__hint'>{POSTER_TEXT.longPress}</Text>
        )}
        {/* The drawing surface: off screen, at the poster's size; H5 draws on a detached canvas instead. */}
        {mini && <Canvas type='2d' id={CANVAS_ID} className='share-poster__canvas' />}
      </View>
    </Popup>
  )
}
