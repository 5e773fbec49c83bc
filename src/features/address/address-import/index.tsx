import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { addressSource, choosePlatformAddress } from '@/platform/address'
import { configWechatSdk } from '@/platform/wechat-sdk'
import { getWechatJssdkConfig } from '@/services/api/app'
import { toast } from '@/utils/feedback'
import { isH5 } from '@/utils/env'
import { loadDistricts } from '../district-picker'
import { mapPlatformAddress, type ImportedAddress } from './map'
import './index.scss'

export { mapPlatformAddress, mobileOf, IMPORT_TEXT, type ImportedAddress, type DistrictLoader } from './map'

const LABEL = { wechat: '导入微信收货地址', alipay: '导入支付宝收货地址' } as const

/**
 * 导入微信 / 支付宝收货地址 on the address form (issue 20): shown only where the host keeps addresses (WeChat mini
 * program, WeChat's browser with the JS-SDK, Alipay with my.getAddress). The address comes back mapped onto the
 * address book's district codes; what did not map is left for the shopper, with the message.
 */
export default function AddressImport({ onImport }: { onImport: (a: ImportedAddress) => void }) {
  const [busy, setBusy] = useState(false)
  const source = addressSource()
  if (!source) return null

  const run = async () => {
    if (busy) return
    setBusy(true)
    try {
      if (isH5()) {
        const ready = await configWechatSdk((url) => getWechatJssdkConfig({ url }, { noTip: true, autoAuth: false }))
        if (!ready) return void toast('微信地址暂不可用，请手动填写')
      }
      const chosen = await choosePlatformAddress()
      if (!chosen) return
      const mapped = await mapPlatformAddress(chosen, loadDistricts)
      onImport(mapped)
      void toast(mapped.message ?? '已导入，请核对后保存', mapped.message ? {} : { icon: 'success' })
    } catch {
      void toast('未能获取收货地址，请手动填写')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='addr-import' role='button' aria-busy={busy} {...{ tabindex: 0 }} onClick={() => void run()}>
      <Text className='addr-import__text'>{busy ? '正在导入…' : LABEL[source]}</Text>
      <Text className='addr-import__more' aria-hidden='true'>
        ›
      </Text>
    </View>
  )
}
