import { Type } from '@sinclair/typebox'
import { REMINDER_CHANNELS, REMINDER_KIND } from '../reminder'
import { Enum, OneOf } from '../schemas/common'
import { Id, PagingFields } from '../schemas/request'
import { Picture } from '../schemas/picture'
import { Done, route } from './route'

/** One reminder of the shopper's. */
export const Reminder = Type.Object({
  id: Type.Integer(),
  kind: Enum(REMINDER_KIND),
  sku_id: Type.Integer(),
  /** The flash sale a sale_start reminder waits for; 0 for a restock reminder. */
  activity_id: Type.Integer(),
  /** inbox (the message centre, always) and the channels the shopper added. */
  channels: Type.Array(Type.String()),
  /** Unix seconds. */
  created_time: Type.Integer(),
  /** When it went out (unix seconds); 0 while it waits. */
  sent_time: Type.Integer()
})

/** A reminder with the goods it is about, for a list of them. */
export const ReminderListItem = Type.Object({
  ...Reminder.properties,
  title: Type.String(),
  spec_text: Type.String(),
  image: Type.String(),
  picture: Picture
})

/** 到货提醒 and 开抢提醒 (contract/reminder.ts); prefix /api/v1, every call needs a session. */
export const reminderRoutes = {
  // Idempotent: the shopper's reminder on that target again answers the one they have (its channels updated).
  '/reminder/subscribe': route(Reminder, {
    body: Type.Object({
      kind: Enum(REMINDER_KIND),
      /** restock: the sold-out SKU. */
      sku_id: Type.Optional(Id),
      /** sale_start: the flash sale that has not started. */
      activity_id: Type.Optional(Id),
      /** Beside the message centre: the mini program's subscription message the shopper granted, or an SMS. */
      channels: Type.Optional(Type.Array(OneOf(REMINDER_CHANNELS), { maxItems: REMINDER_CHANNELS.length }))
    })
  }),
  '/reminder/cancel': route(Done, { body: Type.Object({ id: Id }) }),
  // The shopper's reminders, waiting first; sku_id: only those on that SKU (goods-info's button state).
  '/reminder/list': route(
    Type.Object({
      list: Type.Array(ReminderListItem),
      total: Type.Integer(),
      page: Type.Integer(),
      page_size: Type.Integer()
    }),
    { body: Type.Object({ sku_id: Type.Optional(Id), ...PagingFields }) }
  )
}
