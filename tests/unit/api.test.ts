import { Taro, resetTaro, respondWith } from './helpers/taro-mock'
import * as article from '../../src/services/api/article'
import * as catalogue from '../../src/services/api/catalogue'
import * as order from '../../src/services/api/order'
import * as esign from '../../src/services/api/esign'
import * as service from '../../src/services/api/service'
import * as app from '../../src/services/api/app'
import * as prize from '../../src/services/api/prize'
import * as address from '../../src/services/api/address'
import * as user from '../../src/services/api/user'
import * as cart from '../../src/services/api/cart'
import * as collect from '../../src/services/api/collect'
import * as jst from '../../src/services/api/jst'
import * as pension from '../../src/services/api/pension'
import * as pensionManage from '../../src/services/api/pension-manage'
import * as bank from '../../src/services/api/bank'
import * as giftcard from '../../src/services/api/giftcard'
import * as coupon from '../../src/services/api/coupon'
import * as points from '../../src/services/api/points'
import * as invoice from '../../src/services/api/invoice'
import * as message from '../../src/services/api/message'
import * as feedback from '../../src/services/api/feedback'

jest.mock('@tarojs/taro', () => require('./helpers/taro-mock').taroModule)

type Case = [string, () => Promise<unknown>, string, Record<string, unknown>]

/** Every call of spec section 7 (and ours): the function, the address it posts to, the body it sends. */
const cases: Case[] = [
  [
    'article.getArticleList',
    () => article.getArticleList({ column: 'terms' }),
    '/api/v1/article/list',
    { column: 'terms' }
  ],
  ['article.getArticleInfo', () => article.getArticleInfo({ id: 3 }), '/api/v1/article/info', { id: 3 }],
  ['catalogue.getCategoryList', () => catalogue.getCategoryList(), '/api/v1/category/list', {}],
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
  ['catalogue.getGoodsInfo', () => catalogue.getGoodsInfo({ sku_id: 9 }), '/api/v1/goods/info', { sku_id: 9 }],
  [
    'catalogue.getActivityInfo',
    () => catalogue.getActivityInfo({ sku_id: 9, activity_id: 4 }),
    '/api/v1/activity/info',
    { sku_id: 9, activity_id: 4 }
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
  ['order.confirmOrder', () => order.confirmOrder({ cart_ids: '1,2' }), '/api/v1/order/confirm', { cart_ids: '1,2' }],
  [
    'order.payOrder',
    () => order.payOrder({ order_no: 'N1', payway: 4 }, { channel: 'wxh5' }),
    '/api/v1/order/pay',
    { order_no: 'N1', payway: 4 }
  ],
  ['order.getOrderPayway', () => order.getOrderPayway({ order_no: 'N1' }), '/api/v1/order/payway', { order_no: 'N1' }],
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
  ['order.getOrderInfo', () => order.getOrderInfo({ order_no: 'N1' }), '/api/v1/order/infov2', { order_no: 'N1' }],
  ['order.cancelOrder', () => order.cancelOrder({ id: 1 }), '/api/v1/order/cancel', { id: 1 }],
  ['order.confirmOrderReceipt', () => order.confirmOrderReceipt({ id: 1 }), '/api/v1/order/recvconfirm', { id: 1 }],
  ['order.getOrderStatus', () => order.getOrderStatus({ id: 1 }), '/api/v1/order/status', { id: 1 }],
  ['order.getAfterSales', () => order.getAfterSales(), '/api/v1/order/aftersales', {}],
  [
    'esign.createFddAccount',
    () => esign.createFddAccount({ name: '张三', idNo: '110101199003077777' }),
    '/api/v1/user/fddcreateaccount',
    { name: '张三', idNo: '110101199003077777' }
  ],
  [
    'esign.startFddAuth',
    () => esign.startFddAuth({ identity_id: 1, is_mini_program: 0, return_url: '/pages/auth-bridge/index' }),
    '/api/v1/user/fddauth',
    { identity_id: 1, is_mini_program: 0, return_url: '/pages/auth-bridge/index' }
  ],
  [
    'esign.startFddSign',
    () => esign.startFddSign({ sign_verify_way: 1, open_environment: 1, return_url: '/pages/esign-bridge/index' }),
    '/api/v1/user/fddsign',
    { sign_verify_way: 1, open_environment: 1, return_url: '/pages/esign-bridge/index' }
  ],
  ['esign.getFddAuthResult', () => esign.getFddAuthResult(), '/api/v1/user/fddauthresult', {}],
  ['esign.getFddSignResult', () => esign.getFddSignResult(), '/api/v1/user/fddsignresult', {}],
  ['esign.startUserAuth', () => esign.startUserAuth(), '/api/v1/user/auth', {}],
  ['esign.getUserAuthResult', () => esign.getUserAuthResult(), '/api/v1/user/authresult', {}],
  ['esign.signUserEsign', () => esign.signUserEsign({ mp: 1 }), '/api/v1/user/esign', { mp: 1 }],
  [
    'esign.saveUserIdentity',
    () => esign.saveUserIdentity({ name: '张三', idNo: '110101199003077777' }),
    '/api/v1/user/saveidentity',
    { name: '张三', idNo: '110101199003077777' }
  ],
  ['service.getDistrictList', () => service.getDistrictList(), '/api/service/district/list', {}],
  [
    'service.getDistrictChildren',
    () => service.getDistrictChildren({ id: '110000' }),
    '/api/service/district/next',
    { id: '110000' }
  ],
  [
    'service.getExpressInfo',
    () => service.getExpressInfo({ com: 'sf', express_no: 'SF1' }),
    '/api/service/express/info',
    { com: 'sf', express_no: 'SF1' }
  ],
  [
    'service.sendSmsCode',
    () => service.sendSmsCode({ phone: '13800138000' }),
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
  ['app.getAppHome', () => app.getAppHome(), '/api/v1/app/home', {}],
  ['app.getAppTheme', () => app.getAppTheme(), '/api/v1/app/theme', {}],
  ['prize.getPrizeDrawInfo', () => prize.getPrizeDrawInfo(), '/api/v1/prizedrawactivity/info', {}],
  [
    'prize.signupPrizeDraw',
    () => prize.signupPrizeDraw({ activity_id: 1 }),
    '/api/v1/prizedrawactivity/signup',
    { activity_id: 1 }
  ],
  ['prize.getPrizeDrawResult', () => prize.getPrizeDrawResult(), '/api/v1/prizedrawactivity/result', {}],
  [
    'prize.setPrizeDrawAddress',
    () => prize.setPrizeDrawAddress({ activity_id: 1, addr_id: 2 }),
    '/api/v1/prizedrawactivity/setaddress',
    { activity_id: 1, addr_id: 2 }
  ],
  ['address.getAddressList', () => address.getAddressList(), '/api/v1/addr/list', {}],
  ['address.getAddressInfo', () => address.getAddressInfo({ id: 1 }), '/api/v1/addr/info', { id: 1 }],
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
  ['address.deleteAddress', () => address.deleteAddress({ addr_id: 1 }), '/api/v1/addr/del', { addr_id: 1 }],
  [
    'user.loginByPhone',
    () => user.loginByPhone({ phone: '13800138000', verify_code: '123456' }),
    '/api/v1/user/phonelogin',
    { phone: '13800138000', verify_code: '123456' }
  ],
  [
    'user.loginByPhone (sso)',
    () => user.loginByPhone({ appid: 'a', sign: 's', timestamp: 1, data: '{}' }),
    '/api/v1/user/phonelogin',
    { appid: 'a', sign: 's', timestamp: 1, data: '{}' }
  ],
  ['user.getWechatAuthorizeUrl', () => user.getWechatAuthorizeUrl(), '/api/v1/wechat/code', {}],
  ['user.loginByWechatCode', () => user.loginByWechatCode({ code: 'c' }), '/api/v1/wechat/userinfo', { code: 'c' }],
  [
    'user.bindWechatPhone',
    () => user.bindWechatPhone({ verify_code: '1', phone: '13800138000', ticket: 't' }),
    '/api/v1/wechat/bindphone',
    { verify_code: '1', phone: '13800138000', ticket: 't' }
  ],
  ['user.loginByWechatMp', () => user.loginByWechatMp({ code: 'c' }), '/api/v1/wechat/mplogin', { code: 'c' }],
  ['user.loginByWechatApp', () => user.loginByWechatApp({ code: 'c' }), '/api/v1/wechat/applogin', { code: 'c' }],
  ['user.loginByApple', () => user.loginByApple({ code: 'c' }), '/api/v1/user/applelogin', { code: 'c' }],
  [
    'user.bindUserPhone',
    () => user.bindUserPhone({ verify_code: '1', phone: '13800138000', ticket: 't' }),
    '/api/v1/user/bindphone',
    { verify_code: '1', phone: '13800138000', ticket: 't' }
  ],
  [
    'user.unregisterUser',
    () => user.unregisterUser({ verify_code: '1' }),
    '/api/v1/user/unregister',
    { verify_code: '1' }
  ],
  ['user.logoutUser', () => user.logoutUser(), '/api/v1/user/logout', {}],
  ['user.getUserProfile', () => user.getUserProfile(), '/api/v1/user/profile', {}],
  ['user.setUserProfile', () => user.setUserProfile({ nick: '小米' }), '/api/v1/user/setprofile', { nick: '小米' }],
  [
    'user.editUserPhone',
    () => user.editUserPhone({ phone: '13800138000', verify_code: '1' }),
    '/api/v1/user/phoneedit',
    { phone: '13800138000', verify_code: '1' }
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
  [
    'collect.addCollect',
    () => collect.addCollect({ spu_id: 1, sku_id: 2 }),
    '/api/v1/collect/add',
    { spu_id: 1, sku_id: 2 }
  ],
  ['collect.deleteCollect', () => collect.deleteCollect([2, 3]), '/api/v1/collect/del', { sku_ids: '2,3' }],
  [
    'jst.bindSmallAmountWithCheckCorp',
    () => jst.bindSmallAmountWithCheckCorp(),
    '/api/v1/jst/bindsmallamountwithcheckcorp',
    {}
  ],
  [
    'jst.checkAmountWithCorp',
    () => jst.checkAmountWithCorp({ amount: 37 }),
    '/api/v1/jst/checkamountwithcorp',
    { amount: 37 }
  ],
  ['pension.getPensionInfo', () => pension.getPensionInfo(), '/api/v1/pensionaccount/info2', {}],
  [
    'pension.getPensionFlow',
    () => pension.getPensionFlow({ y: 2024, m: 5 }, 'all'),
    '/api/v1/pensionaccount/flow2',
    { y: 2024, m: 5, scope: 'all' }
  ],
  ['pension.checkPension', () => pension.checkPension(), '/api/v1/pensionaccount/check', {}],
  ['pension.openPension', () => pension.openPension(), '/api/v1/pensionaccount/open', {}],
  [
    'pension.selectPensionBank',
    () => pension.selectPensionBank({ bank_id: 1 }),
    '/api/v1/pensionaccount/selection',
    { bank_id: 1 }
  ],
  ['pension.getPensionMonths', () => pension.getPensionMonths(), '/api/v1/pensionaccount/monthes', {}],
  [
    'pension.checkBankNo',
    () => pension.checkBankNo({ bank_no: '6222021234567890' }),
    '/api/v1/pensionaccount/checkbankno',
    { bank_no: '6222021234567890' }
  ],
  [
    'pension.applyPensionWithdrawal',
    () => pension.applyPensionWithdrawal({ amount: 1000 }),
    '/api/v1/pensionaccount/apply',
    { amount: 1000 }
  ],
  [
    'pension.getPensionApplyList',
    () => pension.getPensionApplyList({ page: 2 }),
    '/api/v1/pensionaccount/applylist',
    { page: 2, page_size: 15 }
  ],
  [
    'pension.getPensionApplyInfo',
    () => pension.getPensionApplyInfo({ id: 1 }),
    '/api/v1/pensionaccount/applyinfo',
    { id: 1 }
  ],
  [
    'pension.exchangePension',
    () => pension.exchangePension({ points: 100 }),
    '/api/v1/pensionaccount/exchangepension',
    { points: 100 }
  ],
  [
    'pension.bindPensionCardNo',
    () => pension.bindPensionCardNo({ card_no: '1' }),
    '/api/v1/pensionaccount/bindcardno',
    { card_no: '1' }
  ],
  ['pension.getPensionOpa', () => pension.getPensionOpa(), '/api/v1/pensionaccount/opa', {}],
  [
    'pension.scanPensionGift',
    () => pension.scanPensionGift({ code: 'QR1', get: 0 }),
    '/api/v1/wechat/scanpension',
    { code: 'QR1', get: 0 }
  ],
  ['pensionManage.getPensionManageInfo', () => pensionManage.getPensionManageInfo(), '/api/v1/pensionmanage/info', {}],
  ['pensionManage.applyPensionManage', () => pensionManage.applyPensionManage(), '/api/v1/pensionmanage/apply', {}],
  [
    'pensionManage.getPensionManageList',
    () => pensionManage.getPensionManageList({ y: 2024, m: 5, type: 0 }),
    '/api/v1/pensionmanage/list',
    { y: 2024, m: 5, type: 0 }
  ],
  ['bank.getBankList', () => bank.getBankList(), '/api/pension/account/banklist', {}],
  ['bank.getBankListV2', () => bank.getBankListV2({ opaId: 1 }), '/api/pension/account/banklistv2', { opaId: 1 }],
  ['bank.getBankOpenUrl', () => bank.getBankOpenUrl({ bankId: 1 }), '/api/pension/account/openurl', { bankId: 1 }],
  [
    'bank.queryBankOpen',
    () => bank.queryBankOpen({ bankId: 3, businessNo: 'B1', opa_id: 2 }),
    '/api/pension/account/queryopen',
    { bankId: 3, businessNo: 'B1', opa_id: 2 }
  ],
  ['bank.preCheckBank', () => bank.preCheckBank({ bankId: 1 }), '/api/pension/account/pre', { bankId: 1 }],
  ['bank.queryBankCard', () => bank.queryBankCard(), '/api/pension/account/querycard', {}],
  ['bank.getGfProtocol', () => bank.getGfProtocol(), '/api/pension/account/gfprotocol', {}],
  ['giftcard.getGiftCardList', () => giftcard.getGiftCardList(), '/api/v1/freeca/list', {}],
  [
    'giftcard.getGiftCardInfo',
    () => giftcard.getGiftCardInfo({ user_freeca_id: 1 }),
    '/api/v1/freeca/info',
    { user_freeca_id: 1 }
  ],
  ['giftcard.getEfuliBalance', () => giftcard.getEfuliBalance(), '/api/v1/user/efulibalance', {}],
  [
    'coupon.getCouponList',
    () => coupon.getCouponList({ status: 'unused' }),
    '/api/v1/coupon/list',
    { status: 'unused' }
  ],
  ['coupon.getCouponCenter', () => coupon.getCouponCenter(), '/api/v1/coupon/center', {}],
  ['coupon.receiveCoupon', () => coupon.receiveCoupon({ coupon_id: 1 }), '/api/v1/coupon/receive', { coupon_id: 1 }],
  ['points.getPointsInfo', () => points.getPointsInfo(), '/api/v1/points/info', {}],
  ['points.getPointsFlow', () => points.getPointsFlow(), '/api/v1/points/flow', {}],
  ['invoice.getInvoiceReceiverList', () => invoice.getInvoiceReceiverList(), '/api/v1/invoice/receiver/list', {}],
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
  ['invoice.getInvoiceList', () => invoice.getInvoiceList(), '/api/v1/invoice/list', {}],
  ['invoice.getInvoiceInfo', () => invoice.getInvoiceInfo({ id: 1 }), '/api/v1/invoice/info', { id: 1 }],
  ['message.getMessageList', () => message.getMessageList(), '/api/v1/message/list', {}],
  ['message.readMessage', () => message.readMessage({ id: 1 }), '/api/v1/message/read', { id: 1 }],
  ['message.getUnreadMessageCount', () => message.getUnreadMessageCount(), '/api/v1/message/unread', {}],
  [
    'feedback.addFeedback',
    () => feedback.addFeedback({ content: '很好' }),
    '/api/v1/feedback/add',
    { content: '很好' }
  ],
  ['feedback.getFeedbackList', () => feedback.getFeedbackList(), '/api/v1/feedback/list', {}]
]

beforeEach(() => {
  resetTaro()
  process.env.TARO_ENV = 'h5'
  process.env.TARO_APP_API_BASE = ''
  respondWith({ errno: 1, error: '', data: { ok: true } })
})

it.each(cases.map(([name, call, url, body]) => ({ name, call, url, body })))(
  '$name posts to $url',
  async ({ call, url, body }) => {
    await expect(call()).resolves.toEqual({ ok: true })
    expect(Taro.request).toHaveBeenCalledTimes(1)
    expect(Taro.request.mock.calls[0][0]).toMatchObject({ url, method: 'POST' })
    expect(Taro.request.mock.calls[0][0].data).toEqual(body)
  }
)

it('covers every exported call of every area module', () => {
  const modules = {
    article,
    catalogue,
    order,
    esign,
    service,
    app,
    prize,
    address,
    user,
    cart,
    collect,
    jst,
    pension,
    pensionManage,
    bank,
    giftcard,
    coupon,
    points,
    invoice,
    message,
    feedback
  }
  const tested = new Set(cases.map(([name]) => name.split(' ')[0]))
  const exported = Object.entries(modules).flatMap(([area, mod]) =>
    Object.entries(mod)
      .filter(([name, v]) => typeof v === 'function' && name !== 'uploadImage')
      .map(([name]) => `${area}.${name}`)
  )
  expect(exported.filter((name) => !tested.has(name))).toEqual([])
})

it('payOrder sends the channel option as Access-Channel', async () => {
  await order.payOrder({ order_no: 'N1', payway: 1 }, { channel: 'wxh5' })
  expect(Taro.request.mock.calls[0][0].header['Access-Channel']).toBe('wxh5')
})

it('login calls never raise the expired-session notice', async () => {
  respondWith({ errno: 1006, error: '未登录', data: null })
  await user.loginByPhone({ phone: '13800138000', verify_code: '1' }).catch(() => undefined)
  await new Promise((r) => setTimeout(r, 0))
  expect(Taro.showModal).not.toHaveBeenCalled()
})
