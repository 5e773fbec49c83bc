import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro, { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import EmptyState from '@/components/empty-state'
import LoadState from '@/components/load-state'
import PageLayout from '@/components/page-layout'
import { ERRNO } from '@contract/errno'
import { ADDRESS_CHOSEN_EVENT, CHOSEN_ADDRESS_KEY } from '@/constants/order'
import { usePageData } from '@/hooks/use-page-data'
import { usePageParams } from '@/hooks/use-page-params'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { navigate } from '@/navigation'
import { getPrizeDrawInfo, getPrizeDrawResult, setPrizeDrawAddress, signupPrizeDraw } from '@/services/api/prize'
import { ApiError } from '@/services/request'
import type { Address } from '@contract/schemas/address'
import type { PrizeActivityInfo } from '@contract/schemas/prize'
import { toast } from '@/utils/feedback'
import { goHome } from '@/utils/route'
import { sessionGet, sessionRemove } from '@/utils/storage'
import { ActivityHead, DrawResult, LOTTERY_TEXT, PrizeList, Rules } from './parts'
import './index.scss'

const PAGE_KEY = 'opened-an-account-lottery'

function DrawAction({ info, drawing, onDraw }: { info: PrizeActivityInfo; drawing: boolean; onDraw: () => void }) {
  const status = info.activity.status
  if (status !== 1)
    return <Text className='lot-state'>{status === 0 ? LOTTERY_TEXT.notStarted : LOTTERY_TEXT.ended}</Text>
  if (info.need_open_account && !info.bank_opened)
    return (
      <View className='lot-card lot-action'>
        <Text className='lot-state'>{LOTTERY_TEXT.needOpen}</Text>
        <Button className='lot-btn' type='primary' block onClick={() => void navigate('choose-pension-bank')}>
          {LOTTERY_TEXT.goOpen}
        </Button>
      </View>
    )
  return (
    <View className='lot-card lot-action'>
      <Button
        className='lot-btn lot-btn--draw'
        type='primary'
        block
        loading={drawing}
        disabled={drawing}
        onClick={onDraw}
      >
        {drawing ? LOTTERY_TEXT.drawing : LOTTERY_TEXT.draw}
      </Button>
    </View>
  )
}

/**
 * 开户抽奖: the prize draw for people who opened a bank pension account (/prizedrawactivity/*). One draw per
 * person: the server refuses a second one and its reason is shown. A physical prize asks for an address through
 * choose-address (the address hand-over of constants/order.ts).
 */
export default function OpenedAnAccountLotteryPage() {
  const params = usePageParams<'opened-an-account-lottery'>()
  const wanted = Number(params.activity_id || params.activityId) || undefined
  const info = usePageData(() => getPrizeDrawInfo(wanted ? { activity_id: wanted } : {}, { noTip: true }), [wanted], {
    refreshOnShow: true
  })
  const [refusal, setRefusal] = useState<string | null>(null)
  const activityId = info.data?.activity.id

  const draw = useSingleFlight(async () => {
    if (!activityId) return
    setRefusal(null)
    try {
      await signupPrizeDraw({ activity_id: activityId }, { noTip: true })
      await getPrizeDrawResult({ activity_id: activityId }, { noTip: true })
    } catch (err) {
      setRefusal(err instanceof ApiError ? err.message : '抽奖失败，请稍后重试')
    }
    await info.reload()
  })

  const saving = useRef<number | null>(null)
  const saveAddress = async (addrId: number) => {
    if (!activityId || saving.current === addrId) return
    saving.current = addrId
    try {
      await setPrizeDrawAddress({ activity_id: activityId, addr_id: addrId })
      void toast(LOTTERY_TEXT.addressSaved, { icon: 'success' })
      await info.reload()
    } catch {
      // The request layer has shown the reason; the user can choose again.
    } finally {
      saving.current = null
    }
  }
  const saveRef = useRef(saveAddress)
  saveRef.current = saveAddress
  useEffect(() => {
    const onChosen = (a: Address) => {
      if (!a?.id) return
      sessionRemove(CHOSEN_ADDRESS_KEY)
      void saveRef.current(a.id)
    }
    Taro.eventCenter.on(ADDRESS_CHOSEN_EVENT, onChosen)
    return () => void Taro.eventCenter.off(ADDRESS_CHOSEN_EVENT, onChosen)
  }, [])
  useDidShow(() => {
    // A choice made while this page was re-created (an H5 reload) waits in the session.
    const chosen = sessionGet<Address>(CHOSEN_ADDRESS_KEY)
    if (!chosen?.id) return
    sessionRemove(CHOSEN_ADDRESS_KEY)
    void saveRef.current(chosen.id)
  })
  const chooseAddress = () => void navigate('choose-address', { from: PAGE_KEY }).catch(() => undefined)

  const notFound = info.error instanceof ApiError && info.error.errno === ERRNO.NOT_FOUND && !info.data
  return (
    <PageLayout page='opened-an-account-lottery' className='lot'>
      {notFound ? (
        <EmptyState
          title={LOTTERY_TEXT.none}
          description={LOTTERY_TEXT.noneDesc}
          actionText='返回首页'
          onAction={() => void goHome()}
        />
      ) : (
        <LoadState of={info}>
          {(d) => (
            <View className='lot__body'>
              <ActivityHead info={d} />
              {refusal && (
                <View className='lot-refusal' role='alert'>
                  <Text>{refusal}</Text>
                </View>
              )}
              {d.drawn ? (
                <DrawResult info={d} onAddress={chooseAddress} />
              ) : (
                <DrawAction info={d} drawing={draw.busy} onDraw={() => void draw.run()} />
              )}
              <PrizeList info={d} />
              <Rules text={d.activity.rules} />
            </View>
          )}
        </LoadState>
      )}
    </PageLayout>
  )
}
