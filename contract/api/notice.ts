import { type TArray, type TString, Type } from '@sinclair/typebox'
import { NOTICE_EVENTS, NOTICE_OPTIONAL_CHANNELS, SUBSCRIBE_MOMENTS, SUBSCRIBE_PLATFORMS } from '../notice'
import { Empty } from '../schemas/request'
import { route } from './route'

const Switches = <K extends readonly string[]>(keys: K) =>
  Type.Object(
    Object.fromEntries(keys.map((k) => [k, Type.Boolean()])) as Record<K[number], ReturnType<typeof Type.Boolean>>
  )
const SomeSwitches = <K extends readonly string[]>(keys: K) =>
  Type.Partial(Switches(keys), { additionalProperties: false })

const Platform = Type.Union(SUBSCRIBE_PLATFORMS.map((p) => Type.Literal(p)))
/** A template id as WeChat and Alipay write them. */
const TemplateId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_=+/-]+$' })

/** The shopper's notice settings: every optional channel and event on or off; `locked` events stay on. */
export const NoticeSettings = Type.Object({
  channels: Switches(NOTICE_OPTIONAL_CHANNELS),
  events: Switches(NOTICE_EVENTS),
  locked: Type.Array(Type.String())
})

/** Notices (contract/notice.ts, docs/operations.md "Notices"); prefix /api/v1, every call needs a session. */
export const noticeRoutes = {
  '/notice/settings': route(NoticeSettings, { body: Empty }),
  // Switches left out keep their value; money-out events stay on whatever is sent.
  '/notice/settings/save': route(NoticeSettings, {
    body: Type.Object(
      {
        channels: Type.Optional(SomeSwitches(NOTICE_OPTIONAL_CHANNELS)),
        events: Type.Optional(SomeSwitches(NOTICE_EVENTS))
      },
      { additionalProperties: false }
    )
  }),
  // The template ids to ask for at each moment (wx.requestSubscribeMessage / my.requestSubscribeMessage); empty lists
  // when the platform has none configured (then the app asks nothing).
  '/notice/templates': route(
    Type.Object({
      platform: Type.String(),
      ...(Object.fromEntries(SUBSCRIBE_MOMENTS.map((m) => [m, Type.Array(Type.String())])) as Record<
        (typeof SUBSCRIBE_MOMENTS)[number],
        TArray<TString>
      >)
    }),
    { body: Type.Object({ platform: Platform }) }
  ),
  // The ids the shopper accepted: one grant each; ids this shop does not use are not counted.
  '/notice/subscribed': route(Type.Object({ counted: Type.Array(Type.String()) }), {
    body: Type.Object({ platform: Platform, template_ids: Type.Array(TemplateId, { maxItems: 10 }) })
  })
}
