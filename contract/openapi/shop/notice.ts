import type { RouteDocs } from '../types'

/** Notices: settings and subscription grants (contract/api/notice.ts, docs/operations.md "Notices"). */
export const shopNoticeDocs: RouteDocs = {
  'POST /api/v1/notice/settings': {
    summary: 'The shopper’s notice settings: each optional channel (wechat, alipay, sms) and each event on or off',
    description:
      'The message centre is always on. `locked` lists the events that stay on whatever is saved (money leaving the ' +
      'account: withdraw_paid, withdraw_failed).',
    example: {
      channels: { wechat: true, alipay: true, sms: true },
      events: {
        paid: true,
        shipped: true,
        received: true,
        refund_approved: true,
        refunded: true,
        return_approved: true,
        withdraw_paid: true,
        withdraw_failed: true,
        cashback_settled: true,
        group_formed: true,
        group_failed: true,
        invoice_issued: true,
        coupon_issued: false,
        restock: true,
        sale_start: true
      },
      locked: ['withdraw_paid', 'withdraw_failed']
    }
  },
  'POST /api/v1/notice/settings/save': {
    summary: 'Turn optional channels or events off or on; switches left out keep their value',
    description: 'A locked event sent as false stays on. An unknown channel or event is errno 1001 naming it.',
    request: { channels: { sms: false }, events: { coupon_issued: false } }
  },
  'POST /api/v1/notice/templates': {
    summary:
      'The subscription template ids the app asks for at each moment (after paying; before a withdrawal; 到货提醒; 开抢提醒)',
    description:
      'For wx.requestSubscribeMessage (platform wechat) or my.requestSubscribeMessage (alipay): only the ids this ' +
      'shop configured (NOTICE_WECHAT_TEMPLATES, NOTICE_ALIPAY_TEMPLATES); empty lists when none, and the app asks nothing.',
    request: { platform: 'wechat' },
    example: {
      platform: 'wechat',
      pay: ['tmplShipped', 'tmplReceived', 'tmplCashback'],
      withdraw: ['tmplWithdrawPaid'],
      restock: ['tmplRestock'],
      sale_start: ['tmplSaleStart']
    }
  },
  'POST /api/v1/notice/subscribed': {
    summary: 'Report the template ids the shopper accepted: one one-time grant each',
    description:
      'Each subscription message sent takes one grant; with none left the channel is skipped. Ids this shop does not ' +
      'use are not counted (answered without them).',
    request: { platform: 'wechat', template_ids: ['tmplShipped'] },
    example: { counted: ['tmplShipped'] }
  }
}
