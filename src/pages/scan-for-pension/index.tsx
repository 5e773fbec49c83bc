import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import Price from '@/components/price'
import ResultScreen from '@/components/result-screen'
import { CASHBACK_TYPE_LABEL } from '@contract/enums'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams, type PageParamsOf } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { redirectTo } from '@/navigation'
import { scanPensionGift } from '@/services/api/pension'
import { ApiError } from '@/services/request'
import type { ScanGift } from '@contract/schemas/pension'
import { isMiniProgram } from '@/utils/env'
import { toast } from '@/utils/feedback'
import { goHome } from '@/utils/route'
import './index.scss'

export const SCAN_TEXT = {
  scan: '扫一扫',
  scanTitle: '扫码领养老金',
  scanDesc: '扫描门店或活动的养老金二维码，领取的养老金将存入您的养老金账户',
  h5Desc: '请使用微信或支付宝「扫一扫」扫描养老金二维码',
  badCode: '未识别到养老金二维码，请重新扫描',
  claim: '立即领取',
  claimed: '您已领取过该二维码的养老金',
  soldOut: '该二维码的养老金已领完',
  success: '领取成功',
  successDesc: (type: string) => `已存入您的养老金账户（${type}），入账情况可在养老金账户中查看`,
  invalid: '无法领取',
  overview: '查看养老金账户',
  home: '返回首页'
} as const

/** The server's code rule (/wechat/scanpension). */
const CODE_RE = /^[A-Za-z0-9_-]{1,32}$/

/** A gift code from a scan result or the page address: the code itself, or a link carrying ?code= (or WeChat's q=). */
export function readGiftCode(value: string | undefined | null): string | null {
  if (!value) return null
  const text = value.trim()
  if (CODE_RE.test(text)) return text
  const m = /[?&#]code=([^&#]+)/.exec(text)
  if (!m) return null
  let code = m[1]
  try {
    code = decodeURIComponent(code)
  } catch {
    return null
  }
  return CODE_RE.test(code) ? code : null
}

export const codeFromParams = (p: PageParamsOf<'scan-for-pension'>) =>
  readGiftCode(p.code) ?? readGiftCode(p.scene) ?? (p.q ? readGiftCode(safeDecode(p.q)) : null)

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const toOverview = () => void redirectTo('pension-overview')
const home = { text: SCAN_TEXT.home, onClick: () => void goHome() }
const overview = { text: SCAN_TEXT.overview, onClick: toOverview }

function GiftView({ code, gift }: { code: string; gift: ScanGift }) {
  const [claimed, setClaimed] = useState<ScanGift | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const claim = useSingleFlight(async () => {
    try {
      setClaimed(await scanPensionGift({ code, get: 1 }, { noTip: true }))
    } catch (err) {
      setRefused(err instanceof ApiError ? err.message : SCAN_TEXT.invalid)
    }
  })
  if (claimed)
    return (
      <ResultScreen
        status='success'
        title={SCAN_TEXT.success}
        description={SCAN_TEXT.successDesc(CASHBACK_TYPE_LABEL[2])}
        primaryAction={overview}
        secondaryAction={home}
      >
        <View className='sfp__amount'>
          <Text>{claimed.title}</Text>
          <Price cents={claimed.amount} size='large' />
        </View>
      </ResultScreen>
    )
  const reason = refused ?? (gift.claimed ? SCAN_TEXT.claimed : !gift.available ? SCAN_TEXT.soldOut : null)
  if (reason)
    return (
      <ResultScreen status='fail' title={reason} primaryAction={overview} secondaryAction={home}>
        <View className='sfp__amount'>
          <Text>{gift.title}</Text>
          <Price cents={gift.amount} size='large' />
        </View>
      </ResultScreen>
    )
  return (
    <View className='sfp__gift'>
      <Text className='sfp__title'>{gift.title}</Text>
      <Price cents={gift.amount} size='large' />
      <Text className='sfp__desc'>{SCAN_TEXT.scanDesc}</Text>
      <Button className='sfp__btn' type='primary' block loading={claim.busy} onClick={() => void claim.run()}>
        {SCAN_TEXT.claim}
      </Button>
    </View>
  )
}

/**
 * 扫码领养老金 (/scan-for-pension): the code comes from the address (H5, `?code=`) or a scan (mini programs);
 * /wechat/scanpension {get: 0} looks it up, {get: 1} claims it once, crediting a scan-gift cashback flow.
 */
export default function ScanForPensionPage() {
  const params = usePageParams<'scan-for-pension'>()
  const [code, setCode] = useState<string | null>(() => codeFromParams(params))
  const gift = usePageData(() => scanPensionGift({ code: code ?? '', get: 0 }, { noTip: true }), [code], {
    enabled: code !== null
  })
  const canScan = isMiniProgram()

  const scan = async () => {
    try {
      const res = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode'] })
      const found = readGiftCode(res?.result)
      if (found) setCode(found)
      else void toast(SCAN_TEXT.badCode)
    } catch {
      // Cancelled, or no camera permission: the page stays as it is.
    }
  }

  if (!code)
    return (
      <PageLayout page='scan-for-pension'>
        <View className='sfp__gift'>
          <Text className='sfp__title'>{SCAN_TEXT.scanTitle}</Text>
          <Text className='sfp__desc'>{canScan ? SCAN_TEXT.scanDesc : SCAN_TEXT.h5Desc}</Text>
          {canScan ? (
            <Button className='sfp__btn' type='primary' block onClick={() => void scan()}>
              {SCAN_TEXT.scan}
            </Button>
          ) : (
            <Button className='sfp__btn' type='primary' block onClick={() => void goHome()}>
              {SCAN_TEXT.home}
            </Button>
          )}
        </View>
      </PageLayout>
    )
  return (
    <PageLayout page='scan-for-pension'>
      {gift.error && gift.data === undefined ? (
        // The server's reason (an unknown code, an ended activity) is the whole story: no retry loop.
        <ResultScreen
          status='fail'
          title={SCAN_TEXT.invalid}
          description={gift.error.message}
          primaryAction={home}
          secondaryAction={
            gift.error instanceof ApiError ? undefined : { text: '重试', onClick: () => void gift.reload() }
          }
        />
      ) : (
        <LoadState of={gift}>{(g) => <GiftView key={code} code={code} gift={g} />}</LoadState>
      )}
    </PageLayout>
  )
}
