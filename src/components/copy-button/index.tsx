import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { toast } from '@/utils/feedback'
import './index.scss'

/** A tab stop for tappable Views (H5 keyboard users; a page of Views has nothing focusable otherwise). */
const TAB_STOP = { tabindex: 0 } as Record<string, number>

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string
  /** Names what is copied for screen readers, e.g. 订单编号. */
  what: string
  className?: string
}

/** A small 复制 button beside a number (order number, waybill number). */
export default function CopyButton({ text, what, className = '' }: CopyButtonProps) {
  const copy = async () => {
    try {
      await Taro.setClipboardData({ data: text })
      // WeChat and Taro's H5 say 内容已复制 themselves; Alipay says nothing.
      if (process.env.TARO_ENV === 'alipay') void toast('内容已复制')
    } catch {
      void toast('复制失败，请长按选择文字复制')
    }
  }
  return (
    <View
      className={`copy-button ${className}`.trim()}
      role='button'
      {...TAB_STOP}
      aria-label={`复制${what}`}
      onClick={copy}
    >
      复制
    </View>
  )
}
