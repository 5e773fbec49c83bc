import { Text, Textarea, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useId, useState } from 'react'
import { parseAddressText } from '@/services/api/address'
import { toast } from '@/utils/feedback'
import { ADDRESS_PARSE_MAX } from '@contract/rules'
import { PASTE_TEXT, planFill, type PasteFill } from './paste'
import './paste-box.scss'

/**
 * 智能识别 (issue 30): the shopper pastes a whole address ('王阿姨 13800138000 浙江省杭州市…'); the server reads it
 * (/addr/parse, where the district tree is) and the form is filled for the shopper to check and save as usual. The
 * line under the box says what was recognised and what is left to fill in by hand.
 */
export default function PasteBox({ onFill }: { onFill: (fill: PasteFill) => void }) {
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState('')
  const labelId = `addr-paste-${useId().replace(/[^\w-]/g, '')}`

  const run = async () => {
    if (busy) return
    const value = text.trim()
    if (!value) return void toast(PASTE_TEXT.empty)
    setBusy(true)
    try {
      const fill = planFill(await parseAddressText({ text: value }))
      onFill(fill)
      setSummary(fill.summary)
      if (fill.found === 4) void toast(PASTE_TEXT.toastAll, { icon: 'success' })
      else void toast(fill.found ? PASTE_TEXT.toastSome : PASTE_TEXT.toastNone)
    } catch {
      // The request layer showed the server's message (too frequent, not logged in); the text stays for another try.
    } finally {
      setBusy(false)
    }
  }

  const clear = () => {
    setText('')
    setSummary('')
  }

  return (
    <View className='addr-paste'>
      <Text className='addr-paste__label' id={labelId}>
        {PASTE_TEXT.label}
      </Text>
      <Textarea
        className='addr-paste__input'
        value={text}
        maxlength={ADDRESS_PARSE_MAX}
        placeholder={PASTE_TEXT.placeholder}
        placeholderClass='addr-paste__placeholder'
        nativeProps={{ 'aria-labelledby': labelId, name: 'paste' }}
        onInput={(e) => setText(e.detail.value)}
      />
      <View className='addr-paste__actions'>
        {text ? (
          <Button className='addr-paste__clear' fill='outline' onClick={clear}>
            {PASTE_TEXT.clear}
          </Button>
        ) : null}
        <Button className='addr-paste__parse' type='primary' loading={busy} onClick={() => void run()}>
          {busy ? PASTE_TEXT.parsing : PASTE_TEXT.parse}
        </Button>
      </View>
      <View className='addr-paste__summary' role='status' aria-live='polite'>
        {summary}
      </View>
    </View>
  )
}
