import { REMINDER_KIND, type ReminderChannel, type ReminderKind } from '@contract/reminder'
import { subscribePlatform } from '../platform/subscribe'
import { cancelReminder, subscribeReminder } from '../services/api/reminder'
import { useProfileStore } from '../stores/profile'
import { askSubscribe } from './subscribe'

/** What a reminder waits on: a sold-out SKU (到货提醒) or a flash sale that has not started (开抢提醒). */
export type ReminderTarget =
  | { kind: typeof REMINDER_KIND.restock; skuId: number }
  | { kind: typeof REMINDER_KIND.saleStart; skuId: number; activityId: number }

/**
 * The channels a new reminder goes out on besides the message centre (docs/operations.md, Notices): in a mini
 * program the subscription message, asked for in this tap (WeChat opens its sheet only from one) and added only
 * when the shopper accepted it; on H5 an SMS to the bound phone, which the shopper's 通知设置 can turn off.
 */
async function channelsFor(kind: ReminderKind): Promise<ReminderChannel[]> {
  const platform = subscribePlatform()
  if (platform) return (await askSubscribe(kind)).length ? [platform] : []
  return useProfileStore.getState().info.phone ? ['sms'] : []
}

/** Subscribes to the target, asking for the platform's grant first; the server's refusals reach the caller. */
export async function remindMe(target: ReminderTarget) {
  const channels = await channelsFor(target.kind)
  return subscribeReminder(
    target.kind === REMINDER_KIND.restock
      ? { kind: target.kind, sku_id: target.skuId, channels }
      : { kind: target.kind, activity_id: target.activityId, channels }
  )
}

export const forgetReminder = (id: number) => cancelReminder({ id })
