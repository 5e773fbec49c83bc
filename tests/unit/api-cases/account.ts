import * as esign from '../../../src/services/api/esign'
import * as prize from '../../../src/services/api/prize'
import * as user from '../../../src/services/api/user'
import * as jst from '../../../src/services/api/jst'
import * as pension from '../../../src/services/api/pension'
import * as pensionManage from '../../../src/services/api/pension-manage'
import * as bank from '../../../src/services/api/bank'
import type { ApiCase } from './types'

/** Login, identity, pension, bank and prize calls: the function, the address it posts to, the body it sends. */
export const accountCases: ApiCase[] = [
  [
    'esign.createFddAccount',
    () => esign.createFddAccount({ name: '张三', idNo: '110101199003077777' }),
    '/api/v1/user/fddcreateaccount',
    { name: '张三', idNo: '110101199003077777' }
  ],
  [
    'esign.startFddAuth',
    () => esign.startFddAuth({ identity_id: 'ID1', is_mini_program: 0, return_url: '/pages/auth-bridge/index' }),
    '/api/v1/user/fddauth',
    { identity_id: 'ID1', is_mini_program: 0, return_url: '/pages/auth-bridge/index' }
  ],
  [
    'esign.startFddSign',
    () => esign.startFddSign({ sign_verify_way: 1, open_environment: 1, return_url: '/pages/esign-bridge/index' }),
    '/api/v1/user/fddsign',
    { sign_verify_way: 1, open_environment: 1, return_url: '/pages/esign-bridge/index' }
  ],
  ['esign.getFddAuthResult', () => esign.getFddAuthResult(), '/api/v1/user/fddauthresult', {}],
  ['esign.getFddSignResult', () => esign.getFddSignResult(), '/api/v1/user/fddsignresult', {}],
  ['esign.startUserAuth', () => esign.startUserAuth({ type: 2 }), '/api/v1/user/auth', { type: 2 }],
  [
    'esign.getUserAuthResult',
    () => esign.getUserAuthResult({ transaction_no: 'T1' }),
    '/api/v1/user/authresult',
    { transaction_no: 'T1' }
  ],
  ['esign.signUserEsign', () => esign.signUserEsign({ mp: 1 }), '/api/v1/user/esign', { mp: 1 }],
  [
    'esign.saveUserIdentity',
    () => esign.saveUserIdentity({ name: '张三', idNo: '110101199003077777' }),
    '/api/v1/user/saveidentity',
    { name: '张三', idNo: '110101199003077777' }
  ],
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
  ['user.loginByWechatPhone', () => user.loginByWechatPhone({ code: 'c' }), '/api/v1/wechat/phonelogin', { code: 'c' }],
  [
    'user.loginByAlipayPhone',
    () => user.loginByAlipayPhone({ response: 'r', sign: 's' }),
    '/api/v1/alipay/phonelogin',
    { response: 'r', sign: 's' }
  ],
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
    () => pension.getPensionFlow({ y: 2024, m: 5 }, 1),
    '/api/v1/pensionaccount/flow2',
    { y: 2024, m: 5, scope: 1 }
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
    () => pension.applyPensionWithdrawal({ amount: 1000, verify_code: '123456' }),
    '/api/v1/pensionaccount/apply',
    { amount: 1000, verify_code: '123456' }
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
    () => pension.bindPensionCardNo({ card_no: '6222021234567890', phone: '13800138000' }),
    '/api/v1/pensionaccount/bindcardno',
    { card_no: '6222021234567890', phone: '13800138000' }
  ],
  ['pension.getPensionOpa', () => pension.getPensionOpa({ opa_id: 2 }), '/api/v1/pensionaccount/opa', { opa_id: 2 }],
  [
    'pension.scanPensionGift',
    () => pension.scanPensionGift({ code: 'QR1', get: 0 }),
    '/api/v1/wechat/scanpension',
    { code: 'QR1', get: 0 }
  ],
  ['pensionManage.getPensionManageInfo', () => pensionManage.getPensionManageInfo(), '/api/v1/pensionmanage/info', {}],
  [
    'pensionManage.applyPensionManage',
    () => pensionManage.applyPensionManage({ y: 2024, m: 5 }),
    '/api/v1/pensionmanage/apply',
    { y: 2024, m: 5 }
  ],
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
  ['bank.getGfProtocol', () => bank.getGfProtocol({ bankId: 3 }), '/api/pension/account/gfprotocol', { bankId: 3 }],
  ['user.loginByAlipayMp', () => user.loginByAlipayMp({ code: 'c' }), '/api/v1/alipay/mplogin', { code: 'c' }]
]
