import { useEffect, useState } from 'react'
import type { Static } from '@sinclair/typebox'
import type { Reminder } from '@contract/api/reminder'
import { ERRNO } from '@contract/errno'
import { REMINDER_KIND, REMINDER_TEXT } from '@contract/reminder'
import { forgetReminder, remindMe, type ReminderTarget } from '@/flows/reminder'
import { prepareSubscribe } from '@/flows/subscribe'
import { useSingleFlight } from '@/hooks/use-single-flight'
import { goLogin } from '@/platform/login'
import { getReminderList } from '@/services/api/reminder'
import { ApiError } from '@/services/request'
import { useAuthStore } from '@/stores/auth'
import { toast } from '@/utils/feedback'

export type { ReminderTarget }

type Waiting = Pick<Static<typeof Reminder>, 'id' | 'kind' | 'activity_id'>

export const REMINDER_CANCELLED = '已取消提醒'

/** The button's words for a target: 到货提醒 / 开抢提醒, or 已设置提醒 once the shopper has one waiting. */
export const reminderText = (t: ReminderTarget, on: boolean) =>
  on ? REMINDER_TEXT.subscribed : t.kind === REMINDER_KIND.restock ? REMINDER_TEXT.restock : REMINDER_TEXT.saleStart

interface Options {
  /** The page offers a reminder now (a sold-out SKU, a flash sale not started): only then is anything asked. */
  wanted: boolean
  /** The server says there is nothing to wait for (back in stock, the sale started): show the goods again. */
  onStale?: () => void
}

/**
 * 到货提醒 and 开抢提醒 on goods-info (docs/operations.md, Notices): the shopper's waiting reminders on the SKU on show,
 * and a toggle that subscribes (asking for the mini program's grant in the same tap) or cancels one. A visitor is
 * sent to login first.
 */
export function useReminders(skuId: number, { wanted, onStale }: Options) {
  const isLogin = useAuthStore((s) => s.isLogin)
  const [bySku, setBySku] = useState<Record<number, Waiting[]>>({})
  const known = skuId in bySku
  useEffect(() => {
    if (!wanted || !isLogin || !skuId || known) return
    let live = true
    getReminderList({ sku_id: skuId, page_size: 50 }, { noTip: true }).then(
      (r) => live && setBySku((m) => ({ ...m, [skuId]: r.list.filter((x) => !x.sent_time) })),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [skuId, wanted, isLogin, known])
  // The template ids are read before the tap: WeChat opens its sheet only straight from one.
  useEffect(() => {
    if (wanted) void prepareSubscribe()
  }, [wanted])

  const find = (t: ReminderTarget) =>
    (bySku[t.skuId] ?? []).find(
      (r) => r.kind === t.kind && (t.kind === REMINDER_KIND.restock || r.activity_id === t.activityId)
    )
  const keep = (skuId: number, list: (was: Waiting[]) => Waiting[]) =>
    setBySku((m) => ({ ...m, [skuId]: list(m[skuId] ?? []) }))

  const flight = useSingleFlight(async (t: ReminderTarget) => {
    if (!useAuthStore.getState().isLogin) return void goLogin()
    const have = find(t)
    try {
      if (have) {
        await forgetReminder(have.id)
        keep(t.skuId, (was) => was.filter((r) => r.id !== have.id))
        return void toast(REMINDER_CANCELLED)
      }
      const made = await remindMe(t)
      keep(t.skuId, (was) => [...was.filter((r) => r.id !== made.id), made])
      void toast(t.kind === REMINDER_KIND.restock ? REMINDER_TEXT.restockDone : REMINDER_TEXT.saleStartDone)
    } catch (err) {
      // The request layer has shown the server's reason; nothing to wait for means the page is out of date.
      if (err instanceof ApiError && err.errno === ERRNO.REMINDER_STATE) onStale?.()
    }
  })

  return {
    isOn: (t: ReminderTarget) => Boolean(find(t)),
    toggle: (t: ReminderTarget) => void flight.run(t),
    busy: flight.busy
  }
}
