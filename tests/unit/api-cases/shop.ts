import * as article from '../../../src/services/api/article'
import * as catalogue from '../../../src/services/api/catalogue'
import * as order from '../../../src/services/api/order'
import * as district from '../../../src/services/api/district'
import * as express from '../../../src/services/api/express'
import * as sms from '../../../src/services/api/sms'
import * as app from '../../../src/services/api/app'
import * as address from '../../../src/services/api/address'
import * as cart from '../../../src/services/api/cart'
import * as collect from '../../../src/services/api/collect'
import * as giftcard from '../../../src/services/api/giftcard'
import * as coupon from '../../../src/services/api/coupon'
import * as points from '../../../src/services/api/points'
import * as invoice from '../../../src/services/api/invoice'
import * as message from '../../../src/services/api/message'
import * as feedback from '../../../src/services/api/feedback'
import type { ApiCase } from './types'

/** Shopping, orders, money and app calls: the function, the address it posts to, the body it sends. */
export const shopCases: ApiCase[] = [
  ['article.getArticleInfo', () => article.getArticleInfo({ id: 3 }), '/api/v1/article/info', { id: 3 }],
  ['catalogue.getCategoryList', () => catalogue.getCategoryList(), '/api/v1/category/list', {}],
  ['catalogue.getHotWords', () => catalogue.getHotWords(), '/api/v1/goods/hotwords', {}],
  ['catalogue.getGoodsInfo', () => catalogue.getGoodsInfo({ sku_id: 9 }), '/api/v1/goods/info', { sku_id: 9 }],
  ['order.confirmOrder', () => order.confirmOrder({ cart_ids: '1,2' }), '/api/v1/order/confirm', { cart_ids: '1,2' }],
  ['order.getOrderPayway', () => order.getOrderPayway({ order_no: 'N1' }), '/api/v1/order/payway', { order_no: 'N1' }],
  ['order.getOrderInfo', () => order.getOrderInfo({ order_no: 'N1' }), '/api/v1/order/infov2', { order_no: 'N1' }],
  ['order.cancelOrder', () => order.cancelOrder({ id: 1 }), '/api/v1/order/cancel', { id: 1 }],
  ['order.confirmOrderReceipt', () => order.confirmOrderReceipt({ id: 1 }), '/api/v1/order/recvconfirm', { id: 1 }],
  ['order.extendOrderReceipt', () => order.extendOrderReceipt({ id: 1 }), '/api/v1/order/recvextend', { id: 1 }],
  ['order.remindOrderShipping', () => order.remindOrderShipping({ id: 1 }), '/api/v1/order/remind', { id: 1 }],
  [
    'order.changeOrderAddress',
    () => order.changeOrderAddress({ id: 1, addr_id: 2 }),
    '/api/v1/order/address',
    { id: 1, addr_id: 2 }
  ],
  ['order.getOrderStatus', () => order.getOrderStatus({ id: 1 }), '/api/v1/order/status', { id: 1 }],
  ['order.getOrderCounts', () => order.getOrderCounts(), '/api/v1/order/counts', {}],
  ['order.getAfterSales', () => order.getAfterSales(), '/api/v1/order/aftersales', {}],
  ['district.getDistrictList', () => district.getDistrictList(), '/api/service/district/list', {}],
  ['app.getAppHome', () => app.getAppHome(), '/api/v1/app/home', {}],
  ['app.getAppTheme', () => app.getAppTheme(), '/api/v1/app/theme', {}],
  ['address.getAddressList', () => address.getAddressList(), '/api/v1/addr/list', {}],
  ['address.getAddressInfo', () => address.getAddressInfo({ id: 1 }), '/api/v1/addr/info', { id: 1 }],
  ['address.deleteAddress', () => address.deleteAddress({ addr_id: 1 }), '/api/v1/addr/del', { addr_id: 1 }],
  [
    'address.parseAddressText',
    () => address.parseAddressText({ text: '王阿姨 13800138000 浙江省杭州市西湖区文三路90号' }),
    '/api/v1/addr/parse',
    { text: '王阿姨 13800138000 浙江省杭州市西湖区文三路90号' }
  ],
  ['cart.addCart', () => cart.addCart({ sku_id: 1, qty: 2 }), '/api/v1/cart/add', { sku_id: 1, qty: 2 }],
  ['cart.getCartList', () => cart.getCartList(), '/api/v1/cart/list', {}],
  ['cart.cleanCart', () => cart.cleanCart(), '/api/v1/cart/clean', {}],
  ['cart.deleteCart', () => cart.deleteCart([4, 5]), '/api/v1/cart/del', { cart_ids: '4,5' }],
  ['cart.editCart', () => cart.editCart({ cart_id: 4, qty: 3 }), '/api/v1/cart/edit', { cart_id: 4, qty: 3 }],
  ['cart.getCartNum', () => cart.getCartNum(), '/api/v1/cart/num', {}],
  ['collect.getCollectList', () => collect.getCollectList(), '/api/v1/collect/list', {}],
  ['collect.getUserCollect', () => collect.getUserCollect({ sku_id: 1 }), '/api/v1/collect/usercoll', { sku_id: 1 }],
  ['collect.clearCollect', () => collect.clearCollect(), '/api/v1/collect/clear', {}],
  ['collect.deleteCollect', () => collect.deleteCollect([2, 3]), '/api/v1/collect/del', { sku_ids: '2,3' }],
  ['giftcard.getGiftCardList', () => giftcard.getGiftCardList(), '/api/v1/freeca/list', {}],
  ['giftcard.getEfuliBalance', () => giftcard.getEfuliBalance(), '/api/v1/user/efulibalance', {}],
  ['coupon.getCouponCenter', () => coupon.getCouponCenter({ sku_id: 7 }), '/api/v1/coupon/center', { sku_id: 7 }],
  ['coupon.receiveCoupon', () => coupon.receiveCoupon({ coupon_id: 1 }), '/api/v1/coupon/receive', { coupon_id: 1 }],
  ['points.getPointsInfo', () => points.getPointsInfo(), '/api/v1/points/info', {}],
  ['points.getPointsFlow', () => points.getPointsFlow(), '/api/v1/points/flow', {}],
  ['invoice.getInvoiceReceiverList', () => invoice.getInvoiceReceiverList(), '/api/v1/invoice/receiver/list', {}],
  ['invoice.getInvoiceList', () => invoice.getInvoiceList(), '/api/v1/invoice/list', {}],
  ['invoice.getInvoiceInfo', () => invoice.getInvoiceInfo({ id: 1 }), '/api/v1/invoice/info', { id: 1 }],
  ['message.getMessageList', () => message.getMessageList(), '/api/v1/message/list', {}],
  ['message.readMessage', () => message.readMessage({ id: 1 }), '/api/v1/message/read', { id: 1 }],
  ['message.readAllMessages', () => message.readAllMessages(), '/api/v1/message/readall', {}],
  ['message.getUnreadMessageCount', () => message.getUnreadMessageCount(), '/api/v1/message/unread', {}],
  ['feedback.getFeedbackList', () => feedback.getFeedbackList(), '/api/v1/feedback/list', {}],
  [
    'article.getArticleList',
    () => article.getArticleList({ column: 'terms' }),
    '/api/v1/article/list',
    { column: 'terms' }
  ],
  [
    'catalogue.getGiftCardGoodsList',
    () => catalogue.getGiftCardGoodsList({ user_freeca_id: 2 }),
    '/api/v1/freeca/goodslist',
    { user_freeca_id: 2 }
  ],
  [
    'catalogue.searchGoods',
    () => catalogue.searchGoods({ keyword: '米', page: 1 }),
    '/api/v1/goods/search',
    { keyword: '米', page: 1 }
  ],
  [
    'catalogue.getActivityInfo',
    () => catalogue.getActivityInfo({ sku_id: 9, activity_id: 4 }),
    '/api/v1/activity/info',
    { sku_id: 9, activity_id: 4 }
  ],
  [
    'catalogue.getGoodsStock',
    () => catalogue.getGoodsStock({ sku_ids: '7,8', province: '650000' }),
    '/api/v1/goods/stock',
    { sku_ids: '7,8', province: '650000' }
  ],
  [
    'catalogue.getGoodsActivities',
    () => catalogue.getGoodsActivities([1, 2, 3]),
    '/api/v1/goods/activities',
    { sku_ids: '1,2,3' }
  ],
  [
    'order.createOrder',
    () => order.createOrder({ confirm_token: 'c', addr_id: 1, items: [{ sku_id: 1, qty: 2 }] }),
    '/api/v1/order/create',
    { confirm_token: 'c', addr_id: 1, items: [{ sku_id: 1, qty: 2 }] }
  ],
  [
    'order.payOrder',
    () => order.payOrder({ order_no: 'N1', payway: 4 }, { channel: 'wxh5' }),
    '/api/v1/order/pay',
    { order_no: 'N1', payway: 4 }
  ],
  [
    'order.getOrderList',
    () => order.getOrderList({ status: 'all', page: 1 }),
    '/api/v1/order/listv2',
    { status: 'all', page: 1 }
  ],
  [
    'order.refundOrder',
    () => order.refundOrder({ id: 1, reason: '不想要了' }),
    '/api/v1/order/refund',
    { id: 1, reason: '不想要了' }
  ],
  [
    'district.getDistrictChildren',
    () => district.getDistrictChildren({ id: '110000' }),
    '/api/service/district/next',
    { id: '110000' }
  ],
  [
    'express.getExpressInfo',
    () => express.getExpressInfo({ com: 'sf', express_no: 'SF1' }),
    '/api/service/express/info',
    { com: 'sf', express_no: 'SF1' }
  ],
  [
    'sms.sendSmsCode',
    () => sms.sendSmsCode({ phone: '13800138000' }),
    '/api/service/sms/sendcode',
    { phone: '13800138000', ch_id: 1 }
  ],
  [
    'app.getWechatJssdkConfig',
    () => app.getWechatJssdkConfig({ url: 'https://m.example.com/' }),
    '/api/v1/wechat/jssdkconfig',
    { url: 'https://m.example.com/' }
  ],
  [
    'app.reportAppRun',
    () => app.reportAppRun({ ua: 'ua', uuid: 'u', coords: { longitude: 0, latitude: 0 } }),
    '/api/v1/app/run',
    { ua: 'ua', uuid: 'u', coords: { longitude: 0, latitude: 0 } }
  ],
  [
    'address.saveAddress',
    () =>
      address.saveAddress({
        name: '张三',
        phone: '13800138000',
        province_code: '110000',
        city_code: '110100',
        area_code: '110101',
        detail: '1号'
      }),
    '/api/v1/addr/add',
    {
      name: '张三',
      phone: '13800138000',
      province_code: '110000',
      city_code: '110100',
      area_code: '110101',
      detail: '1号'
    }
  ],
  [
    'collect.addCollect',
    () => collect.addCollect({ spu_id: 1, sku_id: 2 }),
    '/api/v1/collect/add',
    { spu_id: 1, sku_id: 2 }
  ],
  [
    'giftcard.getGiftCardInfo',
    () => giftcard.getGiftCardInfo({ user_freeca_id: 1 }),
    '/api/v1/freeca/info',
    { user_freeca_id: 1 }
  ],
  [
    'coupon.getCouponList',
    () => coupon.getCouponList({ status: 'unused' }),
    '/api/v1/coupon/list',
    { status: 'unused' }
  ],
  [
    'invoice.saveInvoiceReceiver',
    () =>
      invoice.saveInvoiceReceiver({
        kind: 1,
        title: '张三',
        tax_no: '',
        email: 'a@b.c',
        phone: '',
        address: '',
        bank_name: '',
        bank_account: ''
      }),
    '/api/v1/invoice/receiver/add',
    { kind: 1, title: '张三', tax_no: '', email: 'a@b.c', phone: '', address: '', bank_name: '', bank_account: '' }
  ],
  [
    'invoice.deleteInvoiceReceiver',
    () => invoice.deleteInvoiceReceiver({ id: 1 }),
    '/api/v1/invoice/receiver/del',
    { id: 1 }
  ],
  [
    'invoice.applyInvoice',
    () => invoice.applyInvoice({ order_id: 1, receiver_id: 2 }),
    '/api/v1/invoice/apply',
    { order_id: 1, receiver_id: 2 }
  ],
  [
    'feedback.addFeedback',
    () => feedback.addFeedback({ content: '很好' }),
    '/api/v1/feedback/add',
    { content: '很好' }
  ],
  ['order.getAfterSaleInfo', () => order.getAfterSaleInfo({ id: 3 }), '/api/v1/order/aftersale/info', { id: 3 }],
  ['order.cancelAfterSale', () => order.cancelAfterSale({ id: 3 }), '/api/v1/order/aftersale/cancel', { id: 3 }],
  ['order.deleteOrder', () => order.deleteOrder({ id: 3 }), '/api/v1/order/del', { id: 3 }],
  ['order.getReturnCouriers', () => order.getReturnCouriers(), '/api/v1/order/aftersale/couriers', {}],
  [
    'order.submitReturnWaybill',
    () => order.submitReturnWaybill({ id: 3, com: 'SF', express_no: 'SF1234567890' }),
    '/api/v1/order/aftersale/return',
    { id: 3, com: 'SF', express_no: 'SF1234567890' }
  ]
]
