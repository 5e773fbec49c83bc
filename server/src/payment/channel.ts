import type { PayChannel } from './payment.provider'

/** The provider channel of a pay way (WeChat Pay 1, Alipay 2); the cards and welfare ways have none. */
export const channelOf = (payway: number): PayChannel | null =>
  payway === 1 ? 'wxpay' : payway === 2 ? 'alipay' : null
